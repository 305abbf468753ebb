import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import CardContent from '@mui/material/CardContent';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DownloadIcon, UploadFileIcon } from '../icons.js';
import { ApiPaths, type ExportBundle, type ImportResult } from '@lora/api';
import { useToast } from '../../../lib/toast.js';
import { sendWithProgress } from '../../../lib/api.js';
import { apiRequest, serverReason, useRevalidate } from '../shared/admin-api.js';
import { SectionHeader } from '../shared/SectionHeader.js';
import { TableFrame } from '../shared/TableFrame.js';

/** Hands a file to the browser as a download. */
function saveFile(blob: Blob, name: string): void {
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** SPEC §9: a data-export prefix, today's date (YYYY-MM-DD), .json. */
export function exportFileName(today = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `data-export-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.json`;
}

const PARTS = [
  ['categories', 'Categories'],
  ['products', 'Products'],
  ['news', 'News'],
  ['blogs', 'Blog posts'],
] as const;

/** How many items the lists of a parsed bundle hold (what the server will check and write). */
function itemCount(data: unknown): number {
  const bundle = Object(data) as Record<string, unknown>;
  return PARTS.reduce((n, [key]) => n + (Array.isArray(bundle[key]) ? bundle[key].length : 0), 0);
}

/** Where a check or an import stands: the file going up (percent), then the server at work on its items. */
interface Progress {
  stage: 'checking' | 'importing';
  items: number;
  percent: number;
}

function progressText({ stage, items, percent }: Progress): string {
  const count = `${items.toLocaleString('en-US')} item${items === 1 ? '' : 's'}`;
  if (percent < 100) return `Sending the file (${count}): ${percent}%`;
  return stage === 'checking' ? `Checking ${count}…` : `Writing ${count}…`;
}

/** SPEC's Data Sync tool; beyond SPEC, an import is rehearsed (dry run) and its counts confirmed before anything is written. */
export function DataSyncTab() {
  const toast = useToast();
  const revalidate = useRevalidate();
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [held, setHeld] = useState<{ file: File; items: number; preview: ImportResult } | null>(null);
  const checking = progress?.stage === 'checking';
  const importing = progress?.stage === 'importing';

  /** Sends the file as it is (never parsed and written again), reporting how far it got; the answer goes to `onAnswer`, a failure to the toast. */
  const send = async (stage: Progress['stage'], file: File, items: number, onAnswer: (result: ImportResult) => void | Promise<void>) => {
    try {
      setProgress({ stage, items, percent: 0 });
      const path = stage === 'checking' ? `${ApiPaths.admin.importData}?dryRun=true` : ApiPaths.admin.importData;
      const body = new Blob([file], { type: 'application/json' });
      await onAnswer(await sendWithProgress<ImportResult>('POST', path, body, (percent) => setProgress({ stage, items, percent })).done);
    } catch (err) {
      const reason = serverReason(err);
      toast({
        title: 'Import Failed',
        description: reason ? `Failed to import data. Please try again. ${reason}` : 'Failed to import data. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
    }
  };

  const exportData = async () => {
    setExporting(true);
    try {
      const bundle = await apiRequest<ExportBundle>('GET', ApiPaths.admin.exportData);
      saveFile(new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/json' }), exportFileName());
      toast({
        title: 'Data Exported',
        description: `Exported ${bundle.categories.length} categories, ${bundle.products.length} products, and ${bundle.news.length} news items.`,
      });
    } catch {
      toast({ title: 'Export Failed', description: 'Failed to export data. Please try again.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const chooseFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      toast({ title: 'Invalid File', description: 'The selected file is not valid JSON.', variant: 'destructive' });
      return;
    }
    const items = itemCount(data);
    await send('checking', file, items, (preview) => setHeld({ file, items, preview }));
  };

  const importData = async () => {
    if (!held) return;
    await send('importing', held.file, held.items, async (result) => {
      toast({ title: 'Import Successful', description: result.message || 'Data imported successfully!' });
      setHeld(null);
      await revalidate(
        ApiPaths.admin.categories.list,
        ApiPaths.admin.products.list,
        ApiPaths.admin.news.list,
        ApiPaths.admin.blogs.list,
        ApiPaths.products.list,
        ApiPaths.news.list,
        ApiPaths.blogs.list,
      );
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <SectionHeader title="Data Sync Tool" subtitle="Export data from development, import it to production" mb={0} />
      <Card>
        <CardContent>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
            How it works
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, color: 'text.secondary' }}>
            <li>On the development site, click Download JSON File to export categories, products, news and blog posts.</li>
            <li>On the production site, choose that file under Import Data.</li>
            <li>Check the counts of what would be added and skipped, then confirm the import.</li>
          </Box>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
            <Typography variant="h3" component="h3">
              Export Data
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              Download every category, product (drafts included), news article and blog post as one JSON file.
            </Typography>
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void exportData()} disabled={exporting}>
              {exporting ? 'Exporting...' : 'Download JSON File'}
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
            <Typography variant="h3" component="h3">
              Import Data
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>Add the contents of an exported JSON file to this site.</Typography>
            <Button component="label" variant="outlined" color="inherit" startIcon={<UploadFileIcon />} disabled={checking || importing}>
              {checking ? 'Checking...' : 'Choose JSON File'}
              <input type="file" accept=".json,application/json" hidden onChange={(e) => void chooseFile(e)} aria-label="Import file" />
            </Button>
            {progress && (
              <Box sx={{ width: '100%' }} role="status">
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                  {progressText(progress)}
                </Typography>
                <LinearProgress
                  variant={progress.percent < 100 ? 'determinate' : 'indeterminate'}
                  value={progress.percent}
                  aria-label={progress.stage === 'checking' ? 'Checking the import' : 'Importing'}
                />
              </Box>
            )}
            {held && (
              <Box sx={{ width: '100%' }} aria-label="Import preview" role="region">
                <Typography sx={{ fontWeight: 600 }}>Preview of {held.file.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  Nothing has been written yet. {held.preview.message}
                </Typography>
                <TableFrame
                  label="What the import would do"
                  size="small"
                  columns={['Part', { label: 'New', align: 'right' }, { label: 'Existing (skipped)', align: 'right' }]}
                >
                  <TableBody>
                    {PARTS.map(([key, label]) => (
                      <TableRow key={key}>
                        <TableCell>{label}</TableCell>
                        <TableCell align="right">{held.preview[key].created}</TableCell>
                        <TableCell align="right">{held.preview[key].skipped}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </TableFrame>
                <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                  <Button variant="contained" onClick={() => void importData()} disabled={importing}>
                    {importing ? 'Importing...' : 'Import Data'}
                  </Button>
                  <Button color="inherit" onClick={() => setHeld(null)} disabled={importing}>
                    Cancel
                  </Button>
                </Box>
              </Box>
            )}
          </CardContent>
        </Card>
      </Box>
      <Alert severity="warning">
        <AlertTitle>Before you import</AlertTitle>
        Import only adds: categories and products whose name exists, and news and blog posts whose title makes an existing slug, are skipped, never
        duplicated or overwritten. A file that names one item twice, or a category this site does not have and the file does not bring, is refused
        whole. Export this site first if you may need to go back.
      </Alert>
    </Box>
  );
}

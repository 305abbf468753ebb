import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DownloadIcon, UploadFileIcon } from '../../../components/icons.js';
import { ApiPaths, type ExportBundle, type ImportResult } from '@lora/api';
import { useToast } from '../../../app/toast.js';
import { apiRequest, serverReason, useRevalidate } from '../shared/admin-api.js';

/** SPEC §9: a data-export prefix, today's date (YYYY-MM-DD), .json. */
export function exportFileName(today = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `data-export-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.json`;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface HeldImport {
  name: string;
  data: unknown;
  preview: ImportResult;
}

const PARTS = [
  ['categories', 'Categories'],
  ['products', 'Products'],
  ['news', 'News'],
] as const;

/** SPEC's Data Sync tool; beyond SPEC, an import is rehearsed (dry run) and its counts confirmed before anything is written. */
export function DataSyncTab() {
  const toast = useToast();
  const revalidate = useRevalidate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [held, setHeld] = useState<HeldImport | null>(null);

  const exportData = async () => {
    setExporting(true);
    try {
      const bundle = await apiRequest<ExportBundle>('GET', ApiPaths.admin.exportData);
      download(exportFileName(), JSON.stringify(bundle, null, 2));
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

  const importFailed = (err: unknown) => {
    const reason = serverReason(err);
    toast({
      title: 'Import Failed',
      description: reason ? `Failed to import data. Please try again. ${reason}` : 'Failed to import data. Please try again.',
      variant: 'destructive',
    });
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
    setChecking(true);
    try {
      const preview = await apiRequest<ImportResult>('POST', `${ApiPaths.admin.importData}?dryRun=true`, data);
      setHeld({ name: file.name, data, preview });
    } catch (err) {
      importFailed(err);
    } finally {
      setChecking(false);
    }
  };

  const importData = async () => {
    if (!held) return;
    setImporting(true);
    try {
      const result = await apiRequest<ImportResult>('POST', ApiPaths.admin.importData, held.data);
      toast({ title: 'Import Successful', description: result.message || 'Data imported successfully!' });
      setHeld(null);
      await revalidate(
        ApiPaths.admin.categories.list,
        ApiPaths.admin.products.list,
        ApiPaths.admin.news.list,
        ApiPaths.products.list,
        ApiPaths.news.list,
      );
    } catch (err) {
      importFailed(err);
    } finally {
      setImporting(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography variant="h3" component="h2">
          Data Sync Tool
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>Export data from development, import it to production</Typography>
      </Box>
      <Card>
        <CardContent>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
            How it works
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, color: 'text.secondary' }}>
            <li>On the development site, click Download JSON File to export categories, products and news.</li>
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
              Download every category, product (drafts included) and news article as one JSON file.
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
              <input
                ref={fileInput}
                type="file"
                accept=".json,application/json"
                hidden
                onChange={(e) => void chooseFile(e)}
                aria-label="Import file"
              />
            </Button>
            {held && (
              <Box sx={{ width: '100%' }} aria-label="Import preview" role="region">
                <Typography sx={{ fontWeight: 600 }}>Preview of {held.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  Nothing has been written yet. {held.preview.message}
                </Typography>
                <Table size="small" aria-label="What the import would do">
                  <TableHead>
                    <TableRow>
                      <TableCell>Part</TableCell>
                      <TableCell align="right">New</TableCell>
                      <TableCell align="right">Existing (skipped)</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {PARTS.map(([key, label]) => (
                      <TableRow key={key}>
                        <TableCell>{label}</TableCell>
                        <TableCell align="right">{held.preview[key].created}</TableCell>
                        <TableCell align="right">{held.preview[key].skipped}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
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
        Import only adds: categories and products whose name exists, and news whose title makes an existing slug, are skipped, never duplicated or
        overwritten. Export this site first if you may need to go back.
      </Alert>
    </Box>
  );
}

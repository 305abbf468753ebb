import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { ContentCopyIcon } from '../../../components/icons.js';
import { CloseIcon, OpenInNewIcon, UploadIcon } from '../icons.js';
import { ApiPaths, MEDIA_CATEGORIES, type MediaItem } from '@lora/api';
import { useToast } from '../../../lib/toast.js';
import { apiRequest, useAdminWrite } from '../shared/admin-api.js';
import { SectionHeader } from '../shared/SectionHeader.js';
import { EmptyState, Loading } from '../shared/EmptyState.js';
import { DeleteButton, IconAction } from '../shared/ItemParts.js';
import { formatFileSize } from '../shared/format.js';
import { FileUpload } from './FileUpload.js';
import { useMediaFiles } from './media-files.js';
import { MediaThumbnail } from './MediaThumbnail.js';

/** How long the toast of a delete offers its Undo (the server keeps the file restorable longer: MEDIA_TRASH_SECONDS). */
const UNDO_MS = 10_000;

/** A file's card; in selection mode (`onToggle`) with a checkbox, outlined when `selected`. */
function MediaCard({ item, selected, onToggle }: { item: MediaItem; selected: boolean; onToggle?: () => void }) {
  const toast = useToast();
  const write = useAdminWrite();
  const copy = async () => {
    await navigator.clipboard.writeText(new URL(item.url, location.origin).href);
    toast({ title: 'Copied', description: 'URL copied to clipboard' });
  };
  const undo = () =>
    write({
      send: () => apiRequest('POST', ApiPaths.admin.media.restore(item.id)),
      success: { description: `${item.originalName} is back in the library` },
      failure: 'Failed to restore media file',
      revalidate: [ApiPaths.admin.media.list],
    });
  // Deleted at once, as SPEC says; the toast offers an Undo while the file waits in the server's trash.
  const remove = () =>
    write({
      send: () => apiRequest('DELETE', ApiPaths.admin.media.one(item.id)),
      success: { description: 'Media file deleted successfully', action: { label: 'Undo', onClick: () => void undo() }, durationMs: UNDO_MS },
      failure: 'Failed to delete media file',
      revalidate: [ApiPaths.admin.media.list],
    });
  return (
    <Card
      component="article"
      aria-label={item.originalName}
      sx={{ position: 'relative', ...(selected ? { outline: 2, outlineColor: 'primary.dark' } : {}) }}
    >
      {onToggle && (
        <Checkbox
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': `Select ${item.originalName}` } }}
          sx={{ position: 'absolute', m: 0.5, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
        />
      )}
      <MediaThumbnail item={item} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: { xs: 1.5, sm: 2 } }}>
        <Typography sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={item.originalName}>
          {item.originalName}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
          <Chip size="small" label={item.category} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatFileSize(item.size)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <IconAction title="Copy URL" label={`Copy URL of ${item.originalName}`} icon={<ContentCopyIcon />} onClick={() => void copy()} />
          <IconAction title="Open" label={`Open ${item.originalName}`} icon={<OpenInNewIcon />} href={item.url} />
          <DeleteButton name={item.originalName} onClick={() => void remove()} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** SPEC's Media inner tab: the library, its filters and the upload dialog. */
export function MediaLibrary() {
  const [uploading, setUploading] = useState(false);
  const { data, isLoading, filters } = useMediaFiles();
  const toast = useToast();
  // SPEC's optional selection mode: pick several files, then Select (their URLs go to the clipboard, one per line) or Clear.
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<MediaItem[]>([]);
  const toggle = (item: MediaItem) =>
    setSelected((now) => (now.some((s) => s.id === item.id) ? now.filter((s) => s.id !== item.id) : [...now, item]));
  const clear = () => setSelected([]);
  const confirmSelection = async () => {
    await navigator.clipboard.writeText(selected.map((item) => new URL(item.url, location.origin).href).join('\n'));
    toast({ title: 'Copied', description: `${selected.length} URL(s) copied to clipboard` });
    clear();
    setSelecting(false);
  };
  return (
    <Box>
      <SectionHeader title="Media Library" subtitle="Manage your images and documents">
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" aria-pressed={selecting} onClick={() => (setSelecting(!selecting), clear())}>
            {selecting ? 'Done selecting' : 'Select files'}
          </Button>
          <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setUploading(true)}>
            Upload Files
          </Button>
        </Box>
      </SectionHeader>
      {selecting && selected.length > 0 && (
        <Box
          role="status"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            mb: 2,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}
        >
          <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>{selected.length} file(s) selected</Typography>
          <Button variant="contained" onClick={() => void confirmSelection()}>
            Select
          </Button>
          <Button onClick={clear}>Clear</Button>
        </Box>
      )}
      {filters}
      {isLoading ? (
        <Loading what="media files" />
      ) : !data?.length ? (
        <EmptyState title="No media files found" hint="Upload your first image or document to get started" />
      ) : (
        // Two to a row on a phone, as a photo library has them: one at a time, a file filled the screen's height.
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
            gap: { xs: 1.5, sm: 2 },
          }}
        >
          {data.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              selected={selected.some((s) => s.id === item.id)}
              onToggle={selecting ? () => toggle(item) : undefined}
            />
          ))}
        </Box>
      )}
      {/* Closing it (Close, Cancel, Escape, a click outside) while a file is on its way stops that upload. */}
      <Dialog open={uploading} onClose={() => setUploading(false)} maxWidth="sm" fullWidth aria-labelledby="upload-media-title">
        <DialogTitle id="upload-media-title" sx={{ pr: 7 }}>
          Upload Media
        </DialogTitle>
        <IconButton aria-label="Close" onClick={() => setUploading(false)} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Upload images to your media library</DialogContentText>
          <FileUpload kinds={MEDIA_CATEGORIES} />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setUploading(false)}>
            Cancel
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

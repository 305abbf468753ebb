import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { CheckCircleIcon } from '../../../components/icons.js';
import type { MediaCategory, MediaItem } from '@lora/api';
import { FileUpload } from './FileUpload.js';
import { useMediaFiles } from './media-files.js';
import { MediaThumbnail } from './MediaThumbnail.js';
import { Loading } from '../shared/EmptyState.js';
import { RemoveCorner } from '../shared/ItemParts.js';

interface MediaPickerProps {
  open: boolean;
  onClose: () => void;
  onSelect: (items: MediaItem[]) => void;
  multiple?: boolean;
  title: string;
  /** The kind of file shown first (the filters can change it) and the kinds an upload may be: pictures unless said. */
  kind?: { filter: MediaCategory; uploads: readonly MediaCategory[] };
}

const PICTURES = { filter: 'image', uploads: ['image'] } as const;

/**
 * SPEC's media picker: browse (search, filters, a tick on what is chosen) or upload a new file.
 * Single mode picks on click and closes; multiple mode collects, shows them, and selects on 'Select Files'.
 */
export function MediaPicker({ open, onClose, onSelect, multiple = false, title, kind = PICTURES }: MediaPickerProps) {
  const [tab, setTab] = useState<'browse' | 'upload'>('browse');
  const [selected, setSelected] = useState<MediaItem[]>([]);
  const { data, isLoading, filters } = useMediaFiles(kind.filter);

  const close = () => {
    setSelected([]);
    onClose();
  };
  const pick = (items: MediaItem[]) => {
    onSelect(items);
    close();
  };
  const choose = (item: MediaItem) => {
    if (multiple) setSelected((now) => (now.some((s) => s.id === item.id) ? now.filter((s) => s.id !== item.id) : [...now, item]));
    else pick([item]);
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 420 }}>
        <Tabs value={tab} onChange={(_e, next: 'browse' | 'upload') => setTab(next)} sx={{ mb: 2 }} aria-label="Media source">
          <Tab value="browse" label="Browse Media" />
          <Tab value="upload" label="Upload New" />
        </Tabs>
        {tab === 'browse' ? (
          <>
            {filters}
            {isLoading ? (
              <Loading what="media files" />
            ) : !data?.length ? (
              <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>No media files found</Typography>
            ) : (
              <Box
                role="listbox"
                aria-label="Media files"
                aria-multiselectable={multiple}
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }}
              >
                {data.map((item) => {
                  const isSelected = selected.some((s) => s.id === item.id);
                  return (
                    <ButtonBase
                      key={item.id}
                      role="option"
                      aria-selected={isSelected}
                      aria-label={item.originalName}
                      onClick={() => choose(item)}
                      sx={{
                        display: 'block',
                        position: 'relative',
                        textAlign: 'left',
                        border: 2,
                        borderColor: isSelected ? 'primary.main' : 'divider',
                        borderRadius: 1,
                        overflow: 'hidden',
                      }}
                    >
                      <MediaThumbnail item={item} />
                      <Typography variant="body2" sx={{ p: 0.75, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {item.originalName}
                      </Typography>
                      {isSelected && (
                        <CheckCircleIcon
                          sx={{ position: 'absolute', top: 6, right: 6, color: 'primary.main', bgcolor: 'background.paper', borderRadius: '50%' }}
                          aria-hidden
                        />
                      )}
                    </ButtonBase>
                  );
                })}
              </Box>
            )}
          </>
        ) : (
          <FileUpload
            kinds={kind.uploads}
            onUploaded={(item) => {
              if (multiple) {
                setSelected((now) => [...now, item]);
                setTab('browse');
              } else choose(item);
            }}
          />
        )}
        {multiple && selected.length > 0 && (
          <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
              <Typography sx={{ fontWeight: 600 }} role="status">
                {selected.length} file(s) selected
              </Typography>
              <Button size="small" color="inherit" onClick={() => setSelected([])}>
                Clear
              </Button>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {selected.map((item) => (
                <Box key={item.id} sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden' }}>
                  <MediaThumbnail item={item} size={64} />
                  <RemoveCorner label={`Remove ${item.originalName}`} onClick={() => setSelected((now) => now.filter((s) => s.id !== item.id))} />
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} color="inherit">
          Cancel
        </Button>
        {multiple && (
          <Button variant="contained" disabled={selected.length === 0} onClick={() => pick(selected)}>
            Select Files
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

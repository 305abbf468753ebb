import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CloseIcon, CloudUploadOutlinedIcon } from '../icons.js';
import { ApiPaths, UPLOAD_TYPES, uploadTypesText, type MediaCategory, type MediaItem } from '@lora/api';
import { useToast } from '../../../lib/toast.js';
import { useRevalidate } from '../shared/admin-api.js';
import { UploadAborted, UploadError, uploadMedia } from './upload.js';

/** SPEC §9: the widget resets this long after a success. */
export const RESET_AFTER_SUCCESS_MS = 1000;

type UploadState = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'done' } | { phase: 'failed'; reason?: string };

/** SPEC's upload widget: choose, see name and size, upload with real progress, cancel, success or failure. */
export function FileUpload({
  kinds = ['image'],
  onUploaded,
}: {
  /** What may be chosen: pictures (the default, for a picture field) or documents too (the library). */
  kinds?: readonly MediaCategory[];
  onUploaded?: (item: MediaItem) => void;
}) {
  // The chooser offers, and the hint names, exactly the types the server takes.
  const types = UPLOAD_TYPES.filter((t) => kinds.includes(t.category));
  const accept = types.flatMap((t) => [t.mime, `.${t.ext}`, ...(t.ext === 'jpg' ? ['.jpeg'] : [])]).join(',');
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<(() => void) | null>(null);
  const toast = useToast();
  const revalidate = useRevalidate();

  useEffect(() => () => abort.current?.(), []);

  const reset = () => {
    setFile(null);
    setState({ phase: 'idle' });
    if (input.current) input.current.value = '';
  };

  const upload = async () => {
    if (!file) return;
    setState({ phase: 'uploading', percent: 0 });
    const request = uploadMedia(file, (percent) => setState({ phase: 'uploading', percent }));
    abort.current = request.abort;
    try {
      const item = await request.done;
      setState({ phase: 'done' });
      toast({ title: 'Success', description: 'File uploaded successfully' });
      await revalidate(ApiPaths.admin.media.list);
      onUploaded?.(item);
      setTimeout(reset, RESET_AFTER_SUCCESS_MS);
    } catch (err) {
      if (err instanceof UploadAborted) reset();
      // The server says in words what was wrong with a too large (413), unknown (415) or refused (400) file.
      else setState({ phase: 'failed', reason: err instanceof UploadError && [400, 413, 415].includes(err.status) ? err.reason : undefined });
    } finally {
      abort.current = null;
    }
  };

  const uploading = state.phase === 'uploading';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 3, textAlign: 'center' }}>
        <CloudUploadOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
        <Box>
          <Button component="label" variant="outlined" color="inherit" disabled={uploading}>
            Choose a file
            <input
              ref={input}
              type="file"
              accept={accept}
              hidden
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setState({ phase: 'idle' });
              }}
            />
          </Button>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {uploadTypesText(kinds)} up to 10MB
        </Typography>
      </Box>
      {file && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{file.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {(file.size / (1024 * 1024)).toFixed(2)} MB
            </Typography>
          </Box>
          <IconButton aria-label={uploading ? 'Cancel upload' : 'Clear file'} onClick={() => (uploading ? abort.current?.() : reset())}>
            <CloseIcon />
          </IconButton>
        </Box>
      )}
      {uploading && (
        <Box>
          <LinearProgress variant="determinate" value={state.percent} aria-label="Upload progress" />
          <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
            Uploading... {state.percent}%
          </Typography>
        </Box>
      )}
      {state.phase === 'done' && <Alert severity="success">Upload successful!</Alert>}
      {state.phase === 'failed' && (
        <Alert severity="error" role="alert">
          Upload failed. Please try again.{state.reason ? ` ${state.reason}` : ''}
        </Alert>
      )}
      {file && state.phase !== 'done' && (
        <Button variant="contained" onClick={() => void upload()} disabled={uploading}>
          Upload File
        </Button>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { DescriptionOutlinedIcon } from '../icons.js';
import type { MediaItem } from '@lora/api';
import { pictureGround } from '../shared/ItemParts.js';

/** The thumbnail of a picture (or its url when it has none), a document icon otherwise. */
export function MediaThumbnail({ item, size }: { item: MediaItem; size?: number }) {
  const src = item.category === 'image' ? (item.thumbnailUrl ?? item.url) : null;
  return (
    <Box sx={{ aspectRatio: size ? undefined : '4 / 3', width: size, height: size, ...pictureGround, overflow: 'hidden' }}>
      {src ? (
        <img src={src} alt={item.originalName} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <DescriptionOutlinedIcon sx={{ fontSize: size ? size / 2 : 48, color: 'text.secondary' }} aria-hidden />
      )}
    </Box>
  );
}

import { MediaFile } from './media-file.entity.js';
import { MediaInit1763769600000 } from './migrations/1763769600000-media-init.js';
import { MediaFiles1764720000000 } from './migrations/1764720000000-media-files.js';
import { MediaTrash1765497600000 } from './migrations/1765497600000-media-trash.js';

export const mediaDatabase = {
  entities: [MediaFile],
  migrations: [MediaInit1763769600000, MediaFiles1764720000000, MediaTrash1765497600000],
};

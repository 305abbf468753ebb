import 'reflect-metadata';
import { runService } from '@lora/runtime';
import { MediaModule } from './media.module.js';
import { mediaConfig } from './config.js';
import { MediaInit1763769600000 } from './migrations/1763769600000-media-init.js';
import { MediaFiles1764720000000 } from './migrations/1764720000000-media-files.js';
import { MediaFile } from './files/media-file.entity.js';
import { MediaFilesService } from './files/media-files.service.js';
import { OBJECT_STORAGE } from './storage/storage.module-provider.js';
import { fileRoutes } from './files/file-routes.js';

await runService({
  name: 'media',
  config: mediaConfig,
  module: MediaModule,
  database: { entities: [MediaFile], migrations: [MediaInit1763769600000, MediaFiles1764720000000] },
  internalRoutes: (app) => fileRoutes(app.get(MediaFilesService), app.get(OBJECT_STORAGE)),
});

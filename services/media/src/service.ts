import type { ServiceDefinition } from '@lora/runtime';
import { MediaModule } from './media.module.js';
import { mediaConfig, type MediaConfig } from './config.js';
import { mediaDatabase } from './data/database.js';
import { MediaFilesService } from './files/media-files.service.js';
import { OBJECT_STORAGE } from './storage/storage.module-provider.js';
import { fileRoutes } from './files/file-routes.js';

/** The media service as its process runs it, and as tests start it in theirs. */
export const mediaService: ServiceDefinition<MediaConfig> = {
  name: 'media',
  config: mediaConfig,
  module: MediaModule,
  database: mediaDatabase,
  internalRoutes: (app) => fileRoutes(app.get(MediaFilesService), app.get(OBJECT_STORAGE)),
};

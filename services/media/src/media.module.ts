import { Module } from '@nestjs/common';
import { MediaFilesHandler } from './files/media-files.handler.js';
import { MediaFilesService } from './files/media-files.service.js';
import { MediaFilesRepository } from './files/media-files.repository.js';
import { MediaTrash } from './files/media-trash.js';
import { storageProvider } from './storage/storage.module-provider.js';

/** The media library: uploads, image variants, the objects in storage. */
@Module({ controllers: [MediaFilesHandler], providers: [storageProvider, MediaFilesRepository, MediaFilesService, MediaTrash] })
export class MediaModule {}

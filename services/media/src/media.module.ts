import { Module } from '@nestjs/common';
import { storeProvider } from '@lora/runtime';
import { MediaFilesHandler } from './files/media-files.handler.js';
import { MediaFilesService } from './files/media-files.service.js';
import { MediaStore } from './data/media.store.js';
import { MediaTrash } from './files/media-trash.js';
import { storageProvider } from './storage/storage.module-provider.js';

/** The media library: uploads, image variants, the objects in storage. */
@Module({ controllers: [MediaFilesHandler], providers: [storageProvider, storeProvider(MediaStore), MediaFilesService, MediaTrash] })
export class MediaModule {}

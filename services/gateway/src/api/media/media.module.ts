import { Module } from '@nestjs/common';
import { AdminMediaController } from './admin-media.controller.js';
import { ImagesController } from './images.controller.js';
import { MediaEndpoint } from '../../media/media-endpoint.js';

/** The media library and every image of the site, streamed to and from the media service over HTTP. */
@Module({ controllers: [AdminMediaController, ImagesController], providers: [MediaEndpoint], exports: [MediaEndpoint] })
export class MediaModule {}

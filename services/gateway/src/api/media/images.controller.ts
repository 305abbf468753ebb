import { Controller, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Operation } from '../../openapi/operation.js';
import { MediaEndpoint } from '../../media/media-endpoint.js';
import { objectKeyOf, proxyObject } from '../../media/media-proxy.js';
import type { ExpressRequest, ExpressResponse } from '../../http/request.js';

/** Every site image and media file, from the storage backend through the media service. */
@ApiTags('images')
@Controller()
export class ImagesController {
  constructor(@Inject(MediaEndpoint) private readonly endpoint: MediaEndpoint) {}

  @ApiParam({ name: 'file', schema: { type: 'string' }, description: 'The file path, e.g. uploads/<id>.webp or products/<name>.webp' })
  @Operation({
    summary: 'An image or document from storage',
    description:
      'Uploads (uploads/…) are immutable and cached for a year; other site images for a day. ETag and If-None-Match (304), Range (206), ' +
      'and Content-Disposition: attachment for documents. Anything not stored, and any path trick, is a 404.',
    binary: ['image/webp', 'image/jpeg', 'image/png', 'image/gif', 'application/pdf'],
    errors: [404],
  })
  async read(@Param('file') file: string | string[], @Req() req: ExpressRequest, @Res() res: ExpressResponse): Promise<void> {
    const key = objectKeyOf(Array.isArray(file) ? file.join('/') : file);
    if (!key) throw new NotFoundException('No such image or file');
    await proxyObject(req, res, key, this.endpoint);
  }
}

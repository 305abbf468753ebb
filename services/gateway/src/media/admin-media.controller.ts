import { Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  MediaDeletedDto,
  MediaItemDto,
  MediaPageDto,
  MediaQuery,
  Patterns,
  ServiceBus,
  UploadResultDto,
  type MediaItem,
  type Page,
  type UploadResult,
  type UserView,
} from '@lora/contracts';
import { CurrentUser } from '../auth/current-user.js';
import { listOrPage } from '../http/list-or-page.js';
import { Operation } from '../openapi/operation.js';
import { MediaEndpoint } from './media-endpoint.js';
import { streamUpload } from './media-proxy.js';
import type { ExpressRequest } from '../http/request.js';

const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The media library (SPEC §2 Media tab, §7); /api/admin/* is guarded by AdminAccessMiddleware. */
@ApiTags('admin: media')
@Controller('api/admin/media')
export class AdminMediaController {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(MediaEndpoint) private readonly endpoint: MediaEndpoint,
  ) {}

  @Get()
  @Operation({
    summary: 'The media library, newest first',
    description: 'Without limit or cursor: the whole list (SPEC). category (image, document) and search (in the original name) filter it.',
    response: { oneOf: [[MediaItemDto], MediaPageDto] },
    errors: [400],
  })
  list(@Query() query: MediaQuery): Promise<MediaItem[] | Page<MediaItem>> {
    const { category, search } = query;
    return listOrPage(query, (limit, cursor) => this.bus.send(Patterns.media.list, { category, search, limit, cursor }));
  }

  @Post('upload')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @Operation({
    summary: 'Upload a file (multipart, one field named file)',
    description:
      'At most 10 MB, checked while the bytes arrive. The type is told by the bytes: PNG, JPEG, GIF, WebP, PDF, .docx, .xlsx, .pptx; anything else ' +
      '(SVG too) is a 415. Pictures are stored with their orientation applied and their metadata (EXIF, GPS) removed, with a WebP thumbnail and a JPEG one; ' +
      'a picture whose header declares more than IMAGE_MAX_MEGAPIXELS (40 by default) is a 422, refused before it is decoded. The file name is kept as sent, at most 255 characters.',
    response: UploadResultDto,
    errors: [400, 413, 415, 422],
  })
  async upload(@Req() req: ExpressRequest, @CurrentUser() user: UserView): Promise<UploadResult> {
    return streamUpload(req, await this.endpoint.url(), user.username, this.endpoint);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' }, description: 'The media file id' })
  @Operation({ summary: 'Delete a media file: its record, the file and its variants', response: MediaDeletedDto, errors: [404] })
  remove(@Param('id') id: string): Promise<{ id: string; deleted: true }> {
    if (!MEDIA_ID.test(id)) throw new NotFoundException(`Media file ${id.slice(0, 80)} not found`);
    return this.bus.send(Patterns.media.delete, { id });
  }
}

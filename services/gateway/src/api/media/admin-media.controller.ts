import { ConflictException, Controller, HttpCode, Inject, NotFoundException, Param, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  MEDIA_USAGE_NAMED,
  MediaDeletedDto,
  MediaItemDto,
  MediaPageDto,
  MediaQuery,
  Patterns,
  ServiceBus,
  UploadResultDto,
  type MediaDeleted,
  type MediaItem,
  type Page,
  type UploadResult,
  type UserView,
} from '@lora/contracts';
import { CurrentUser } from '../../auth/current-user.js';
import { listOrPage } from '../../http/list-or-page.js';
import { Operation } from '../../openapi/operation.js';
import { MediaEndpoint } from '../../media/media-endpoint.js';
import { streamUpload } from '../../media/media-proxy.js';
import type { ExpressRequest } from '../../http/request.js';

const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The media library (SPEC §2 Media tab, §7); /api/admin/* is guarded by AdminAccessMiddleware. */
@ApiTags('admin: media')
@Controller()
export class AdminMediaController {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(MediaEndpoint) private readonly endpoint: MediaEndpoint,
  ) {}

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

  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @Operation({
    summary: 'Upload a file (multipart, one field named file)',
    description:
      'At most 10 MB, checked while the bytes arrive. The type is told by the bytes: PNG, JPEG, GIF, WebP, PDF, .docx, .xlsx, .pptx; anything else ' +
      '(SVG too) is a 415. Pictures are stored with their orientation applied and their metadata (EXIF, GPS) removed, with a WebP thumbnail and a JPEG one (a WebP also gets a JPEG copy at its address ending .jpg, which the site falls back to); ' +
      'a picture whose header declares more than IMAGE_MAX_MEGAPIXELS (40 by default) is a 422, refused before it is decoded. The file name is kept as sent, at most 255 characters.',
    response: UploadResultDto,
    errors: [400, 413, 415, 422],
  })
  async upload(@Req() req: ExpressRequest, @CurrentUser() user: UserView): Promise<UploadResult> {
    return streamUpload(req, await this.endpoint.url(), user.username, this.endpoint);
  }

  @HttpCode(200)
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' }, description: 'The media file id' })
  @Operation({
    summary: 'Delete a media file: its record, the file and its variants; refused while a product or article shows it',
    description:
      'A file that a product (image, gallery or datasheet), a news article or a blog post shows is not deleted: the answer is a 409 naming ' +
      'them, so no page is left pointing at a missing file. A file nothing shows is deleted at once, as SPEC says: gone from the ' +
      'library and no longer served. It waits in a short-lived trash until `restorableUntil` (MEDIA_TRASH_SECONDS, 30 s by default), ' +
      'when POST /api/admin/media/{id}/restore brings it back (Undo); then its bytes are removed for good.',
    response: MediaDeletedDto,
    errors: [404, 409],
  })
  async remove(@Param('id') id: string): Promise<MediaDeleted> {
    if (!MEDIA_ID.test(id)) throw new NotFoundException(`Media file ${id.slice(0, 80)} not found`);
    const [products, articles] = await Promise.all([
      this.bus.send(Patterns.catalog.mediaUsage, { fileId: id }),
      this.bus.send(Patterns.content.mediaUsage, { fileId: id }),
    ]);
    const total = products.total + articles.total;
    if (total) {
      const named = [...products.named, ...articles.named].slice(0, MEDIA_USAGE_NAMED).map((u) => `${u.kind} "${u.name}"`);
      const more = total - named.length;
      const list = more
        ? `${named.join(', ')} and ${more} more`
        : named.length > 1
          ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`
          : named[0];
      throw new ConflictException(`The file is shown by ${list}: remove it from ${total === 1 ? 'there' : 'them'} first`);
    }
    return this.bus.send(Patterns.media.delete, { id });
  }

  @HttpCode(200)
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' }, description: 'The media file id' })
  @Operation({
    summary: 'Restore a deleted media file from the trash (Undo)',
    description: 'While the file is in the trash (until the `restorableUntil` its delete answered) it comes back as it was; after, a 404.',
    response: MediaItemDto,
    errors: [404],
  })
  restore(@Param('id') id: string): Promise<MediaItem> {
    if (!MEDIA_ID.test(id)) throw new NotFoundException(`Media file ${id.slice(0, 80)} not found`);
    return this.bus.send(Patterns.media.restore, { id });
  }
}

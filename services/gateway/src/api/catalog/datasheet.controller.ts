import { Controller, Inject, Logger, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_ROLE, Patterns, ServiceBus, type ProductView, type UserView } from '@lora/contracts';
import { OptionalUser } from '../../auth/current-user.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import { IdParam } from '../../http/id.pipe.js';
import { MediaEndpoint } from '../../media/media-endpoint.js';
import { readObject } from '../../media/media-proxy.js';
import { Operation } from '../../openapi/operation.js';
import type { ExpressResponse } from '../../http/request.js';
import { renderDatasheet } from './datasheet.js';

/** A library picture's address, whose resized JPEG copy media keeps beside it (`uploads/<id>-thumb.jpg`). */
const LIBRARY_PICTURE = /^\/api\/images\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:webp|jpg|png|gif)$/;
/** Media's thumbnails are 320 pixels at most, some tens of KB: anything far larger is not one. */
const PICTURE_MAX_BYTES = 512 * 1024;

/**
 * `inline` with the product's name as the file's (RFC 6266): characters no file name may hold become hyphens, and a
 * name beyond ASCII also goes as `filename*` in UTF-8, with an ASCII stand-in for older clients.
 */
export function datasheetDisposition(name: string): string {
  const file = `${name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim() || 'product'}-datasheet.pdf`;
  const ascii = file.replace(/[^\x20-\x7e]/g, '_');
  if (ascii === file) return `inline; filename="${file}"`;
  const encoded = encodeURIComponent(file).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The product's datasheet, rendered here: the gateway holds what the PDF needs beyond the product (the site's origin
 * and sales address, the picture's bytes from media over HTTP, which never travel on NATS) and the public cache that
 * keeps the PDF until the catalogue changes (catalog.changed: its cache rule in routes.ts).
 */
@ApiTags('catalogue')
@Controller()
export class DatasheetController {
  private readonly logger = new Logger(DatasheetController.name);

  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(MediaEndpoint) private readonly media: MediaEndpoint,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Operation({
    summary: "A published product's datasheet (PDF)",
    description:
      'Rendered from the product: name, picture, maker and model, description, specifications, key features, connectivity, ' +
      "certifications and the sales contacts. Inline, named after the product. Cached until the catalogue changes; ETag and 304. A draft's " +
      'or a missing product is a 404 as its read is; a signed-in admin also gets drafts (the preview).',
    binary: ['application/pdf'],
    ranges: false,
    errors: [404],
  })
  async datasheet(
    @IdParam() id: number,
    @OptionalUser({ visitorWhenUnavailable: true }) user: UserView | null,
    @Res() res: ExpressResponse,
  ): Promise<void> {
    const product = await this.bus.send(Patterns.catalog.getProduct, { id, includeDrafts: user?.role === ADMIN_ROLE });
    const picture = await this.picture(product);
    const pdf = await renderDatasheet({ product, picture: picture.bytes, site: this.config.site });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', datasheetDisposition(product.name));
    // Without the picture media could not give, the PDF is answered but not kept: the next request tries again.
    res.setHeader('Cache-Control', picture.complete ? 'no-cache' : 'no-store');
    res.send(pdf);
  }

  /** The picture's resized JPEG from media; a picture elsewhere (another site, a path outside the library) is not fetched. */
  private async picture(product: ProductView): Promise<{ bytes?: Buffer; complete: boolean }> {
    const id = product.image ? LIBRARY_PICTURE.exec(product.image)?.[1] : undefined;
    if (!id) return { complete: true };
    try {
      return { bytes: await readObject(`uploads/${id}-thumb.jpg`, this.media, PICTURE_MAX_BYTES), complete: true };
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, productId: product.id }, 'A datasheet goes without its picture: media did not give it');
      return { complete: false };
    }
  }
}

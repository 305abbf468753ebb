import { BadRequestException, Controller, HttpCode, Inject, Logger, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ExportBundleDto, ImportResultDto, type ImportResult, type UserView } from '@lora/contracts';
import { CurrentUser } from '../../auth/current-user.js';
import { Operation } from '../../openapi/operation.js';
import { DataSyncService } from './data-sync.service.js';
import { writeJsonArray } from '../../http/whole-list.js';
import type { ExpressRequest, ExpressResponse } from '../../http/request.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import { ITEM_BYTES_MAX } from './bundle-parts.js';

/** Data Sync over HTTP: the export written out as a download while its lists are read, and the import's request. */
@ApiTags('admin: data sync')
@Controller()
export class DataSyncController {
  constructor(
    @Inject(DataSyncService) private readonly dataSync: DataSyncService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private readonly logger = new Logger(DataSyncController.name);

  @Operation({
    summary: 'Export categories, products (drafts included), news and blog posts as one JSON file',
    description:
      'Streamed as the services hand out pages; the download is named data-export-YYYY-MM-DD.json. Products, news and blog posts come oldest first. ' +
      "The blogs list is beside SPEC's three.",
    response: ExportBundleDto,
  })
  async exportData(@Res() res: ExpressResponse): Promise<void> {
    const { version, exportedAt, categories, products, news, blogs } = await this.dataSync.exportSource();
    res.status(200);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="data-export-${exportedAt.toISOString().slice(0, 10)}.json"`);
    res.write(`{"version":${version},"exportedAt":${JSON.stringify(exportedAt.toISOString())},"categories":${JSON.stringify(categories)}`);
    try {
      for (const [key, first, rest] of [
        ['products', products.first, products.rest],
        ['news', news.first, news.rest],
        ['blogs', blogs.first, blogs.rest],
      ] as const) {
        res.write(`,${JSON.stringify(key)}:`);
        await writeJsonArray(
          res,
          (async function* (): AsyncGenerator<object[]> {
            if (!first.done) yield first.value;
            yield* rest;
          })(),
        );
      }
    } catch (err) {
      // The status is sent already: cut the connection, so the download is visibly incomplete rather than short.
      this.logger.error(err, 'GET /api/admin/export-data broke off after it had begun');
      res.destroy();
      return;
    }
    res.end('}');
  }

  @HttpCode(200)
  @ApiQuery({ name: 'dryRun', required: false, schema: { type: 'boolean' }, description: 'true: validate and count, write nothing' })
  @ApiBody({
    type: ExportBundleDto,
    description: `An export bundle, read as it arrives: its body limit is IMPORT_BODY_LIMIT_MB (20 MB by default), its items together at most IMPORT_MAX_ITEMS (${10_000} by default)`,
  })
  @Operation({
    summary: 'Import an export bundle: only what does not exist yet is added',
    description:
      'Every item is validated by its service as it arrives; one bad item is a 400 naming it, and nothing is written. So is a file that ' +
      'names one product, category, news item or blog post twice, a product whose category is neither in the catalogue nor in the file, ' +
      "or a date outside 2000 to today. Ids, authors and created/updated times are the server's. Categories and products whose name exists " +
      'and articles whose address (slug) exists are skipped, never duplicated or overwritten. Each service writes its share in one ' +
      'transaction; if the content service becomes unavailable after the catalogue was written, the answer is a 503 saying what was ' +
      'applied, and importing the same bundle again completes it.',
    response: ImportResultDto,
    errors: [400, 413],
  })
  async importData(
    @Req() req: ExpressRequest,
    @Query('dryRun') dryRunParam: string | undefined,
    @CurrentUser() user: UserView,
  ): Promise<ImportResult> {
    if (dryRunParam !== undefined && dryRunParam !== 'true' && dryRunParam !== 'false') throw new BadRequestException('dryRun must be true or false');
    if (!req.is('application/json')) throw new BadRequestException('The import must be sent as JSON (Content-Type: application/json)');
    // Read as it arrives; a refusal part-way leaves the rest to the error filter, which answers and closes.
    return this.dataSync.importBundle(req.iterator({ destroyOnReturn: false }), {
      dryRun: dryRunParam === 'true',
      user,
      limits: { bodyBytes: this.config.importBodyLimitBytes, items: this.config.importMaxItems, itemBytes: ITEM_BYTES_MAX },
      applyTimeoutMs: this.config.importApplyTimeoutMs,
    });
  }
}

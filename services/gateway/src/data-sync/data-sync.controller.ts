import { BadRequestException, Body, Controller, Get, HttpCode, Inject, Logger, Post, Query, Res } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ExportBundleDto, ImportResultDto, type ImportResult, type UserView } from '@lora/contracts';
import { CurrentUser } from '../auth/current-user.js';
import { Operation } from '../openapi/operation.js';
import { DataSyncService } from './data-sync.service.js';
import { writeJsonArray } from '../http/whole-list.js';
import type { ExpressResponse } from '../http/request.js';

/** Data Sync over HTTP: the export written out as a download while its lists are read, and the import's request. */
@ApiTags('admin: data sync')
@Controller('api/admin')
export class DataSyncController {
  constructor(@Inject(DataSyncService) private readonly dataSync: DataSyncService) {}

  private readonly logger = new Logger(DataSyncController.name);

  @Get('export-data')
  @Operation({
    summary: 'Export categories, products (drafts included) and news as one JSON file',
    description: 'Streamed as the services hand out pages; the download is named data-export-YYYY-MM-DD.json. Products and news come oldest first.',
    response: ExportBundleDto,
  })
  async exportData(@Res() res: ExpressResponse): Promise<void> {
    const { version, exportedAt, categories, products, news } = await this.dataSync.exportSource();
    res.status(200);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="data-export-${exportedAt.toISOString().slice(0, 10)}.json"`);
    res.write(`{"version":${version},"exportedAt":${JSON.stringify(exportedAt.toISOString())},"categories":${JSON.stringify(categories)}`);
    try {
      for (const [key, first, rest] of [
        ['products', products.first, products.rest],
        ['news', news.first, news.rest],
      ] as const) {
        res.write(`,${JSON.stringify(key)}:`);
        await writeJsonArray(
          res,
          (async function* () {
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

  @Post('import-data')
  @HttpCode(200)
  @ApiQuery({ name: 'dryRun', required: false, schema: { type: 'boolean' }, description: 'true: validate and count, write nothing' })
  @ApiBody({ type: ExportBundleDto, description: 'An export bundle; its body limit is IMPORT_BODY_LIMIT_MB (20 MB by default)' })
  @Operation({
    summary: 'Import an export bundle: only what does not exist yet is added',
    description:
      'Every item is validated by its service first; one bad item is a 400 naming it, and nothing is written. Categories and products ' +
      'whose name exists and news whose slug exists are skipped, never duplicated or overwritten. If a service becomes unavailable ' +
      'while applying, the answer is a 503 saying what was applied; importing the same bundle again completes it.',
    response: ImportResultDto,
    errors: [400, 413],
  })
  async importData(@Body() body: unknown, @Query('dryRun') dryRunParam: string | undefined, @CurrentUser() user: UserView): Promise<ImportResult> {
    if (dryRunParam !== undefined && dryRunParam !== 'true' && dryRunParam !== 'false') throw new BadRequestException('dryRun must be true or false');
    return this.dataSync.importBundle(body, dryRunParam === 'true', user);
  }
}

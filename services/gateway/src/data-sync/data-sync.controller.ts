import { BadRequestException, Body, Controller, Get, HttpCode, Inject, Logger, Post, Query, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ExportBundleDto,
  ImportResultDto,
  PAGE_SIZE_MAX,
  Patterns,
  ServiceBus,
  ServiceCallError,
  collectPages,
  type CategoryView,
  type ImportCount,
  type ImportResult,
  type UserView,
} from '@lora/contracts';
import { CurrentUser } from '../auth/current-user.js';
import { Operation } from '../openapi/operation.js';
import { PublicReadCache } from '../cache/public-read-cache.js';
import { oldestFirst, partsOf, type BundlePart } from './bundle-parts.js';
import { writeJsonArray } from '../http/whole-list.js';
import type { ExpressResponse } from '../http/request.js';

export const EXPORT_VERSION = 1;

const nameOf = (item: unknown, key: 'name' | 'title') => {
  const value = item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? ` "${value.slice(0, 80)}"` : '';
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Imported 3 categories, 12 products and 4 news items; skipped 2 existing." */
export function importMessage(result: Omit<ImportResult, 'message' | 'dryRun'>, dryRun: boolean): string {
  const created = [
    plural(result.categories.created, 'category', 'categories'),
    plural(result.products.created, 'product'),
    plural(result.news.created, 'news item'),
  ];
  const skipped = result.categories.skipped + result.products.skipped + result.news.skipped;
  return `${dryRun ? 'Would import' : 'Imported'} ${created[0]}, ${created[1]} and ${created[2]}; ${dryRun ? 'would skip' : 'skipped'} ${skipped} existing.`;
}

/** The bundle's lists; anything else in it is ignored. */
function listsOf(body: unknown): { categories: unknown[]; products: unknown[]; news: unknown[] } {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequestException('The import must be a JSON object with categories, products and news lists');
  const lists = body as Record<string, unknown>;
  const list = (key: 'categories' | 'products' | 'news') => {
    const value = lists[key] ?? [];
    if (!Array.isArray(value)) throw new BadRequestException(`${key} must be a list`);
    return value as unknown[];
  };
  return { categories: list('categories'), products: list('products'), news: list('news') };
}

interface ImportPlan {
  categories: BundlePart[];
  products: BundlePart[];
  news: BundlePart[];
}

/**
 * SPEC's Data Sync: the export bundle (categories, products and news, gathered from catalog and content
 * page by page and streamed) and the additive import, validated whole before anything is written.
 */
@ApiTags('admin: data sync')
@Controller('api/admin')
export class DataSyncController {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(PublicReadCache) private readonly cache: PublicReadCache,
  ) {}

  private readonly logger = new Logger(DataSyncController.name);

  @Get('export-data')
  @Operation({
    summary: 'Export categories, products (drafts included) and news as one JSON file',
    description: 'Streamed as the services hand out pages; the download is named data-export-YYYY-MM-DD.json. Products and news come oldest first.',
    response: ExportBundleDto,
  })
  async exportData(@Res() res: ExpressResponse): Promise<void> {
    // Categories are few; reading them first also finds an unavailable service before the answer has begun.
    const categories = await collectPages<CategoryView>((cursor) => this.bus.send(Patterns.catalog.listCategories, { limit: PAGE_SIZE_MAX, cursor }));
    const products = oldestFirst(async (limit, cursor) =>
      (await this.bus.send(Patterns.catalog.listProducts, { scope: 'all', sort: 'newest', limit, cursor })).value(),
    );
    const news = oldestFirst((limit, cursor) => this.bus.send(Patterns.content.listNews, { scope: 'all', limit, cursor }));
    const firstProducts = await products.next();
    const firstNews = await news.next();

    const exportedAt = new Date();
    res.status(200);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="data-export-${exportedAt.toISOString().slice(0, 10)}.json"`);
    res.write(`{"version":${EXPORT_VERSION},"exportedAt":${JSON.stringify(exportedAt.toISOString())},"categories":${JSON.stringify(categories)}`);
    try {
      for (const [key, first, rest] of [
        ['products', firstProducts, products],
        ['news', firstNews, news],
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
    const dryRun = dryRunParam === 'true';
    const plan = this.plan(listsOf(body));
    // Every part is validated (and counted) by its service before anything is written.
    const rehearsal = await this.run(plan, user, true);
    if (dryRun) return { ...rehearsal.result, dryRun, message: importMessage(rehearsal.result, true) };
    const applied = await this.run(plan, user, false);
    return { ...applied.result, dryRun, message: importMessage(applied.result, false) };
  }

  /** Cuts the bundle into bus-sized parts; products that name their category only by id get its name. */
  private plan(lists: { categories: unknown[]; products: unknown[]; news: unknown[] }): ImportPlan {
    const categoryNames = new Map<number, string>();
    for (const c of lists.categories) {
      const { id, name } = (c ?? {}) as { id?: unknown; name?: unknown };
      if (typeof id === 'number' && typeof name === 'string') categoryNames.set(id, name);
    }
    const products = lists.products.map((p) => {
      if (!p || typeof p !== 'object' || Array.isArray(p)) return p;
      const { category, categoryId } = p as { category?: unknown; categoryId?: unknown };
      return !category && typeof categoryId === 'number' && categoryNames.has(categoryId) ? { ...p, category: categoryNames.get(categoryId) } : p;
    });
    const categories = partsOf('categories', lists.categories, (c) => nameOf(c, 'name'));
    // Categories re-map their parents among themselves, so they travel together.
    if (categories.length > 1) throw new BadRequestException(`categories: ${lists.categories.length} categories are more than one import can take`);
    return {
      categories,
      products: partsOf('products', products, (p) => nameOf(p, 'name')),
      news: partsOf('news', lists.news, (n) => nameOf(n, 'title')),
    };
  }

  /** Sends every part in order: categories, products, news. Counts add up; a failure says what was applied. */
  private async run(plan: ImportPlan, user: UserView, dryRun: boolean): Promise<{ result: Omit<ImportResult, 'message' | 'dryRun'> }> {
    const result = { categories: count(), products: count(), news: count() };
    const step = async (what: string, send: () => Promise<void>) => {
      try {
        await send();
      } catch (err) {
        if (dryRun || !(err instanceof ServiceCallError) || err.status < 500) throw err;
        throw new ServiceUnavailableException(
          `${err.message} while importing ${what}. Applied so far: ${plural(result.categories.created, 'category', 'categories')}, ` +
            `${plural(result.products.created, 'product')} and ${plural(result.news.created, 'news item')} added. Import the same file again to complete it.`,
        );
      } finally {
        if (!dryRun) this.cache.invalidate();
      }
    };
    for (const part of plan.categories) {
      await step('categories', async () => {
        const r = await this.bus.send(Patterns.catalog.importCatalogue, { categories: part.items, dryRun, firstIndex: part.firstIndex });
        add(result.categories, r.categories);
      });
    }
    for (const part of plan.products) {
      await step('products', async () => {
        const r = await this.bus.send(Patterns.catalog.importCatalogue, { products: part.items, dryRun, firstIndex: part.firstIndex });
        add(result.products, r.products);
      });
    }
    for (const part of plan.news) {
      await step('news', async () => {
        add(
          result.news,
          await this.bus.send(Patterns.content.importNews, { items: part.items, dryRun, authorId: user.id, firstIndex: part.firstIndex }),
        );
      });
    }
    return { result };
  }
}

const count = (): ImportCount => ({ created: 0, skipped: 0 });
const add = (into: ImportCount, more: ImportCount) => {
  into.created += more.created;
  into.skipped += more.skipped;
};

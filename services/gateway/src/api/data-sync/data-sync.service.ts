import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  PAGE_SIZE_MAX,
  Patterns,
  STAGE_ITEMS_MAX,
  ServiceBus,
  ServiceCallError,
  collectPages,
  type BlogView,
  type CatalogueList,
  type CategoryView,
  type ContentList,
  type ImportResult,
  type NewsView,
  type ProductView,
  type UserView,
} from '@lora/contracts';
import { PublicReadCache } from '../../cache/public-read-cache.js';
import { ITEM_BYTES_MAX, PART_BYTES_MAX, oldestFirst, type BundlePart } from './bundle-parts.js';
import { readImportBundle, type ImportItem, type ImportList, type ImportReadLimits } from './import-reader.js';

export const EXPORT_VERSION = 1;

const nameOf = (item: unknown, key: 'name' | 'title') => {
  const value = item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? ` "${value.slice(0, 80)}"` : '';
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Imported 3 categories, 12 products, 4 news items and 2 blog posts; skipped 2 existing." */
export function importMessage(result: Omit<ImportResult, 'message' | 'dryRun'>, dryRun: boolean): string {
  const created = [
    plural(result.categories.created, 'category', 'categories'),
    plural(result.products.created, 'product'),
    plural(result.news.created, 'news item'),
    plural(result.blogs.created, 'blog post'),
  ];
  const skipped = result.categories.skipped + result.products.skipped + result.news.skipped + result.blogs.skipped;
  return `${dryRun ? 'Would import' : 'Imported'} ${created.slice(0, 3).join(', ')} and ${created[3]}; ${dryRun ? 'would skip' : 'skipped'} ${skipped} existing.`;
}

/** The service that stages and applies each list. */
const SERVICE_OF: Record<ImportList, 'catalog' | 'content'> = { categories: 'catalog', products: 'catalog', news: 'content', blogs: 'content' };

export interface ImportOptions {
  dryRun: boolean;
  user: UserView;
  limits: ImportReadLimits;
  /** How long each service may take to check and write the whole import. */
  applyTimeoutMs: number;
}

/** A list of the export, read in chunks as it is written out; its first chunk is read already. */
export interface ExportList<T> {
  first: IteratorResult<T[]>;
  rest: AsyncGenerator<T[]>;
}

/** What the export bundle holds, gathered far enough that an unavailable service is found before the answer begins. */
export interface ExportSource {
  version: number;
  exportedAt: Date;
  categories: CategoryView[];
  products: ExportList<ProductView>;
  news: ExportList<NewsView>;
  blogs: ExportList<BlogView>;
}

async function started<T>(chunks: AsyncGenerator<T[]>): Promise<ExportList<T>> {
  return { first: await chunks.next(), rest: chunks };
}

/**
 * SPEC's Data Sync: the export bundle (categories, products and news, gathered from catalog and content
 * page by page) and the additive import, validated whole before anything is written.
 */
@Injectable()
export class DataSyncService {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(PublicReadCache) private readonly cache: PublicReadCache,
  ) {}

  async exportSource(): Promise<ExportSource> {
    // Categories are few; reading them first also finds an unavailable service before the answer has begun.
    const categories = await collectPages<CategoryView>((cursor) => this.bus.send(Patterns.catalog.listCategories, { limit: PAGE_SIZE_MAX, cursor }));
    const products = await started(
      oldestFirst(async (limit, cursor) =>
        (await this.bus.send(Patterns.catalog.listProducts, { scope: 'all', sort: 'newest', limit, cursor })).value(),
      ),
    );
    const news = await started(oldestFirst((limit, cursor) => this.bus.send(Patterns.content.listNews, { scope: 'all', limit, cursor })));
    const blogs = await started(oldestFirst((limit, cursor) => this.bus.send(Patterns.content.listBlogs, { scope: 'all', limit, cursor })));
    return { version: EXPORT_VERSION, exportedAt: new Date(), categories, products, news, blogs };
  }

  /**
   * Reads the bundle as it arrives and hands its lists to their services in parts of bounded size, each part
   * validated as it comes (staged); then each service checks its whole share (names and addresses once each,
   * categories that exist) and writes it in one transaction. Both services rehearse first (a dry run stops
   * there), so a refusal by either writes nothing anywhere. Whatever happens, nothing stays staged.
   */
  async importBundle(body: AsyncIterable<Buffer | string>, options: ImportOptions): Promise<ImportResult> {
    const importId = randomUUID();
    const started = new Set<'catalog' | 'content'>();
    try {
      const parts = new PartCutter(async (list, part) => {
        started.add(SERVICE_OF[list]);
        const stage = { importId, firstIndex: part.firstIndex, items: part.items };
        if (SERVICE_OF[list] === 'catalog') await this.bus.send(Patterns.catalog.stageImport, { ...stage, list: list as CatalogueList });
        else await this.bus.send(Patterns.content.stageImport, { ...stage, list: list as ContentList });
      });
      for await (const items of readImportBundle(body, options.limits)) await parts.add(items);
      await parts.flush();
      const timeoutMs = options.applyTimeoutMs;
      const catalogue = (dryRun: boolean) => this.bus.send(Patterns.catalog.applyImport, { importId, dryRun }, { timeoutMs });
      const content = (dryRun: boolean) =>
        this.bus.send(Patterns.content.applyImport, { importId, dryRun, authorId: options.user.id }, { timeoutMs });
      const rehearsal = { ...(await catalogue(true)), ...(await content(true)) };
      if (options.dryRun) return { ...rehearsal, dryRun: true, message: importMessage(rehearsal, true) };
      const applied = await catalogue(false);
      try {
        const done = { ...applied, ...(await content(false)) };
        return { ...done, dryRun: false, message: importMessage(done, false) };
      } catch (err) {
        if (!(err instanceof ServiceCallError) || err.status < 500) throw err;
        throw new ServiceUnavailableException(
          `${err.message} while importing news and blog posts. Applied so far: ${plural(applied.categories.created, 'category', 'categories')}, ` +
            `${plural(applied.products.created, 'product')}, 0 news items and 0 blog posts added. Import the same file again to complete it.`,
        );
      } finally {
        this.cache.invalidate();
      }
    } finally {
      // A real run forgets what it applied itself; this clears the rest (a refusal, a dry run, an outage).
      await Promise.allSettled(
        [...started].map((service) =>
          this.bus.send(service === 'catalog' ? Patterns.catalog.discardImport : Patterns.content.discardImport, { importId }),
        ),
      );
    }
  }
}

/**
 * Gathers the items of each list into parts of at most PART_BYTES_MAX serialised bytes and STAGE_ITEMS_MAX items, and hands each full part
 * on; an item too large to be valid is a 400 naming it. Items arrive in the bundle's order, a list at a time.
 */
class PartCutter {
  private current: { list: ImportList; part: BundlePart; bytes: number } | undefined;

  constructor(private readonly send: (list: ImportList, part: BundlePart) => Promise<void>) {}

  async add(items: ImportItem[]): Promise<void> {
    for (const { list, index, item } of items) {
      const size = Buffer.byteLength(JSON.stringify(item) ?? 'null');
      if (size > ITEM_BYTES_MAX) {
        const name = nameOf(item, list === 'news' || list === 'blogs' ? 'title' : 'name');
        throw new BadRequestException(`${list}[${index}]${name}: the item is ${Math.round(size / 1024)} KB, larger than any valid one`);
      }
      const full = this.current && (this.current.bytes + size > PART_BYTES_MAX || this.current.part.items.length >= STAGE_ITEMS_MAX);
      if (this.current && (this.current.list !== list || full)) await this.flush();
      this.current ??= { list, part: { items: [], firstIndex: index }, bytes: 0 };
      this.current.part.items.push(item);
      this.current.bytes += size + 1;
    }
  }

  async flush(): Promise<void> {
    const full = this.current;
    this.current = undefined;
    if (full) await this.send(full.list, full.part);
  }
}

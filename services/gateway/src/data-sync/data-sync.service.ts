import { BadRequestException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  PAGE_SIZE_MAX,
  Patterns,
  ServiceBus,
  ServiceCallError,
  collectPages,
  type CategoryView,
  type ImportCount,
  type ImportResult,
  type NewsView,
  type ProductView,
  type UserView,
} from '@lora/contracts';
import { PublicReadCache } from '../cache/public-read-cache.js';
import { oldestFirst, partsOf, type BundlePart } from './bundle-parts.js';

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
    return { version: EXPORT_VERSION, exportedAt: new Date(), categories, products, news };
  }

  /** Every part is validated (and counted) by its service before anything is written; a dry run stops there. */
  async importBundle(body: unknown, dryRun: boolean, user: UserView): Promise<ImportResult> {
    const plan = this.plan(listsOf(body));
    const rehearsal = await this.run(plan, user, true);
    if (dryRun) return { ...rehearsal, dryRun, message: importMessage(rehearsal, true) };
    const applied = await this.run(plan, user, false);
    return { ...applied, dryRun, message: importMessage(applied, false) };
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
  private async run(plan: ImportPlan, user: UserView, dryRun: boolean): Promise<Omit<ImportResult, 'message' | 'dryRun'>> {
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
    return result;
  }
}

const count = (): ImportCount => ({ created: 0, skipped: 0 });
const add = (into: ImportCount, more: ImportCount) => {
  into.created += more.created;
  into.skipped += more.skipped;
};

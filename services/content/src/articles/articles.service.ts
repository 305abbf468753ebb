import { setImmediate } from 'node:timers/promises';
import type { FactoryProvider } from '@nestjs/common';
import {
  BlogInput,
  Events,
  NewsInput,
  PAGE_SIZE_MAX,
  ServiceBus,
  boundedPage,
  type BlogFields,
  type BlogView,
  type DeletedView,
  type HistoryEntry,
  type KeptVersion,
  type ImportCount,
  type MediaUsage,
  type NewsFields,
  type NewsView,
  type Page,
  type PageRequest,
} from '@lora/contracts';
import {
  VALIDATION_SLICE,
  assertVersion,
  conflict,
  invalid,
  isUniqueViolation,
  notFound,
  pageOffset,
  recordState,
  validateInput,
  validatePatch,
} from '@lora/runtime';
import { Blog, News, toBlogView, toNewsView } from '../data/article.entity.js';
import { slugify } from './slug.js';
import type { ArticlesRepository, ArticleRow } from '../data/articles.repository.js';
import { ContentStore } from '../data/content.store.js';

/** What differs between news and blogs; everything else is one implementation. */
interface ArticleKind<Row extends ArticleRow, Fields, View> {
  /** `news` or `blog`, as `content.changed` names them. */
  name: 'news' | 'blog';
  /** How messages name one item: "News article", "Blog post". */
  label: string;
  /** The unique constraint on the slug (see the migration). */
  slugConstraint: string;
  input: new () => Fields;
  toView: (row: Row) => View;
  /** Its repository in a store. */
  articles: (store: ContentStore) => ArticlesRepository<Row>;
}

/**
 * News articles and blog posts, with SPEC §4's rules enforced whatever the client sends: the slug is
 * made from the title on every save and must be unique; `publishedAt` is the time of a save as
 * published (re-saves too) and null otherwise; the author is the signed-in admin who created it.
 */
export class ArticlesService<Row extends ArticleRow, Fields extends NewsFields | BlogFields, View extends NewsView | BlogView> {
  constructor(
    private readonly store: ContentStore,
    private readonly bus: ServiceBus,
    private readonly kind: ArticleKind<Row, Fields, View>,
  ) {}

  private get articles(): ArticlesRepository<Row> {
    return this.kind.articles(this.store);
  }

  /**
   * Published ones newest first (the site), or all of them, newest first (the admin); with `search`, those it finds;
   * blog posts optionally of one tag.
   */
  async list(query: PageRequest & { scope: 'published' | 'all'; search?: string; tag?: string }): Promise<Page<View>> {
    const offset = pageOffset(query.cursor);
    const [rows, total] = await this.articles.page(query.scope, offset, query.limit ?? PAGE_SIZE_MAX, { search: query.search, tag: query.tag });
    return boundedPage(rows.map(this.kind.toView), offset, total);
  }

  /** A published one by its slug; a draft is as missing as one that never existed. */
  async get(slug: string): Promise<View> {
    const row = await this.articles.findPublished(slug);
    if (!row) throw notFound(`${this.kind.label} "${slug}" not found`);
    return this.kind.toView(row);
  }

  async create(authorId: number, input: Fields): Promise<View> {
    const saved = await this.saving(
      () => input,
      () =>
        this.store.transaction(async (tx) => {
          const articles = this.kind.articles(tx);
          const slug = await this.freeSlug(articles, input.title);
          const row = await articles.insert({ ...this.rowOf(input, slug), authorId });
          await articles.history(this.kind.name).keep(row.id, this.state(row));
          return row;
        }),
    );
    await this.announce('created', saved.id);
    return this.kind.toView(saved);
  }

  /**
   * A partial save of the editable fields (those not sent are kept); the author stays who created it. Based on
   * `expectedVersion`, it is refused (412, with the article as stored) when someone saved since. The history keeps
   * the version it wrote.
   */
  async update(id: number, patch: Partial<Fields>, expectedVersion?: number, restoredFrom?: number): Promise<View> {
    let input: Fields | undefined;
    const saved = await this.saving(
      () => input,
      () =>
        this.store.transaction(async (tx) => {
          const articles = this.kind.articles(tx);
          const row = await articles.findForUpdate(id);
          if (!row) throw notFound(`${this.kind.label} ${id} not found`);
          await assertVersion(`This ${this.kind.label.toLowerCase()}`, row.version, expectedVersion, () => this.kind.toView(row));
          const before = this.state(row);
          input = await validatePatch(this.kind.input, row, patch);
          const slug = await this.freeSlug(articles, input.title, id);
          Object.assign(row, this.rowOf(input, slug));
          const result = await articles.save(row);
          await articles.history(this.kind.name).keep(id, this.state(result), { before, restoredFrom });
          return result;
        }),
    );
    await this.announce('updated', id);
    return this.kind.toView(saved);
  }

  /** The kept versions of an article, newest first. */
  async history(id: number): Promise<HistoryEntry[]> {
    if (!(await this.articles.exists(id))) throw notFound(`${this.kind.label} ${id} not found`);
    return this.articles.history(this.kind.name).list(id);
  }

  /** One kept version's fields, to compare with the article as it is before restoring it. */
  async keptVersion(id: number, version: number): Promise<KeptVersion> {
    return { version, values: await this.articles.history(this.kind.name).kept(id, version, this.kind.label.toLowerCase()) };
  }

  /** Brings back a kept version as a new save (itself a version, so a restore can be undone the same way). */
  async restore(id: number, fromVersion: number, expectedVersion?: number): Promise<View> {
    const entry = await this.articles.history(this.kind.name).kept(id, fromVersion, this.kind.label.toLowerCase());
    return this.update(id, entry as Partial<Fields>, expectedVersion, fromVersion);
  }

  async remove(id: number, expectedVersion?: number): Promise<DeletedView> {
    await this.store.transaction(async (tx) => {
      const articles = this.kind.articles(tx);
      const row = await articles.findForUpdate(id);
      if (!row) throw notFound(`${this.kind.label} ${id} not found`);
      await assertVersion(`This ${this.kind.label.toLowerCase()}`, row.version, expectedVersion, () => this.kind.toView(row));
      await articles.delete(id);
      await articles.history(this.kind.name).forget(id);
    });
    await this.announce('deleted', id);
    return { id, deleted: true };
  }

  /**
   * Validates one part of an import, item by item, with the rules of a save (the first bad one is a 400 naming
   * it), and keeps it staged. An imported article keeps when it was published and created, if those dates are
   * sane (from 2000 to now); its author is whoever imports it.
   */
  async stageItems(importId: string, list: string, firstIndex: number, items: unknown[]): Promise<number> {
    const valid: StagedArticle<Fields>[] = [];
    for (const [i, item] of items.entries()) {
      // Validation is synchronous work: other requests get their turn every few items.
      if (i % VALIDATION_SLICE === VALIDATION_SLICE - 1) await setImmediate();
      const title = typeof (item as { title?: unknown } | null)?.title === 'string' ? ` "${(item as { title: string }).title.slice(0, 80)}"` : '';
      const label = `${list}[${firstIndex + i}]${title}`;
      const input = await validateInput(this.kind.input, item, label);
      const slug = slugify(input.title);
      if (!slug) throw invalid(`${label}: title must contain at least one letter or digit`);
      const source = item as Record<string, unknown>;
      valid.push({
        input,
        slug,
        publishedAt: saneDate(source.publishedAt, `${label}: publishedAt`),
        createdAt: saneDate(source.createdAt, `${label}: createdAt`),
      });
    }
    return this.store.staging.stage(importId, list, firstIndex, valid);
  }

  /**
   * Adds the staged articles whose slug is not taken yet and skips the others, within the caller's transaction,
   * a batch at a time. Two articles of the file with one slug are a 400 naming the second.
   */
  async importStaged(tx: ContentStore, importId: string, list: string, authorId: number): Promise<ImportCount> {
    const articles = this.kind.articles(tx);
    const seen = new Map<string, number>();
    for (const { position, slug, title } of await tx.staging.fields<{ slug: string; title: string }>(importId, list, {
      slug: "item->>'slug'",
      title: "item->'input'->>'title'",
    })) {
      const twin = seen.get(slug);
      if (twin !== undefined) throw invalid(`${list}[${position}] "${title.slice(0, 80)}": the same address ("${slug}") as ${list}[${twin}]`);
      seen.set(slug, position);
    }
    const taken = await articles.slugs();
    const counts: ImportCount = { created: 0, skipped: 0 };
    for await (const batch of tx.staging.batches<StagedArticle<Fields>>(importId, list)) {
      const rows = batch.flatMap(({ item: { input, slug, publishedAt, createdAt } }) => {
        if (taken.has(slug)) {
          counts.skipped++;
          return [];
        }
        const row = this.rowOf(input, slug);
        return [
          {
            ...row,
            publishedAt: row.isPublished ? (publishedAt ? new Date(publishedAt) : row.publishedAt) : null,
            ...(createdAt ? { createdAt: new Date(createdAt) } : {}),
            authorId,
          },
        ];
      });
      if (rows.length) await articles.insertMany(rows);
      counts.created += rows.length;
    }
    return counts;
  }

  /** The articles that show a media file, a few by title, and how many. */
  async mediaUsage(fileId: string, named: number): Promise<MediaUsage> {
    const usage = await this.articles.mediaUsage(fileId, named);
    const kind = this.kind.name === 'news' ? ('news article' as const) : ('blog post' as const);
    return { named: usage.named.map((a) => ({ kind, ...a })), total: usage.total };
  }

  /** After an import was committed: every reader's copy of the lists is stale. */
  announceImport(): Promise<void> {
    return this.announce('imported');
  }

  /** An article as its history keeps it. */
  private state(row: Row) {
    return recordState(this.kind.input, this.kind.toView(row));
  }

  /** The stored row of an input: SPEC §4's slug and publishedAt, an empty image as null. */
  private rowOf(input: Fields, slug: string) {
    const isPublished = input.isPublished ?? false;
    return {
      ...input,
      slug,
      featuredImage: input.featuredImage ?? null,
      isPublished,
      publishedAt: isPublished ? new Date() : null,
    };
  }

  /** The title's slug, when no other article has it. */
  private async freeSlug(articles: ArticlesRepository<Row>, title: string, ownId?: number): Promise<string> {
    const slug = slugify(title);
    if (!slug) throw invalid('title must contain at least one letter or digit (the address of the article is made from it)');
    const holder = await articles.slugHolder(slug);
    if (holder !== undefined && holder !== ownId) throw this.slugTaken(slug);
    return slug;
  }

  private slugTaken(slug: string) {
    return conflict(`A ${this.kind.label.toLowerCase()} with the address "${slug}" already exists: change the title`);
  }

  /** Two saves racing for one slug: the unique constraint decides, and the loser gets the same 409. */
  private async saving<T>(input: () => Fields | undefined, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (err) {
      const title = input()?.title;
      if (title !== undefined && isUniqueViolation(err, this.kind.slugConstraint)) throw this.slugTaken(slugify(title));
      throw err;
    }
  }

  private announce(action: 'created' | 'updated' | 'deleted' | 'imported', id?: number): Promise<void> {
    return this.bus.announce(Events.contentChanged, { entity: this.kind.name, action, ...(id === undefined ? {} : { id }) });
  }
}

/** An article of an import, validated, as it waits for the import to be applied. */
interface StagedArticle<Fields> {
  input: Fields;
  slug: string;
  publishedAt?: string;
  createdAt?: string;
}

/** The earliest date an imported article may carry. */
const EARLIEST_DATE = Date.parse('2000-01-01T00:00:00Z');
/** How far ahead of this server's clock an imported date may be (the exporting server's clock may run ahead). */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** A date of an imported article: absent, or an ISO date from 2000 to now; anything else is a 400 naming the field. */
function saneDate(value: unknown, label: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  const time = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN;
  if (!(time >= EARLIEST_DATE && time <= Date.now() + CLOCK_SKEW_MS)) throw invalid(`${label} must be a date from 2000-01-01 to today`);
  return new Date(time).toISOString();
}

export const NEWS = Symbol('NEWS');
export const BLOGS = Symbol('BLOGS');
export type NewsService = ArticlesService<News, NewsFields, NewsView>;
export type BlogsService = ArticlesService<Blog, BlogFields, BlogView>;

/** The Nest provider of one kind's service, over the content store. */
function articlesProvider<Row extends ArticleRow, Fields extends NewsFields | BlogFields, View extends NewsView | BlogView>(
  provide: symbol,
  kind: ArticleKind<Row, Fields, View>,
): FactoryProvider<ArticlesService<Row, Fields, View>> {
  return { provide, inject: [ContentStore, ServiceBus], useFactory: (store: ContentStore, bus: ServiceBus) => new ArticlesService(store, bus, kind) };
}

export const articleProviders = [
  articlesProvider(NEWS, {
    name: 'news',
    label: 'News article',
    slugConstraint: 'news_slug_unique',
    input: NewsInput,
    toView: toNewsView,
    articles: (store) => store.news,
  }),
  articlesProvider(BLOGS, {
    name: 'blog',
    label: 'Blog post',
    slugConstraint: 'blogs_slug_unique',
    input: BlogInput,
    toView: toBlogView,
    articles: (store) => store.blogs,
  }),
];

import { DataSource } from 'typeorm';
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
  type ImportCount,
  type NewsFields,
  type NewsView,
  type Page,
  type PageRequest,
} from '@lora/contracts';
import { conflict, invalid, isUniqueViolation, notFound, pageOffset, validateInput } from '@lora/runtime';
import { Blog, News, toBlogView, toNewsView } from './article.entity.js';
import { slugify } from './slug.js';
import { ArticlesRepository, type ArticleRow } from './articles.repository.js';

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
}

/**
 * News articles and blog posts, with SPEC §4's rules enforced whatever the client sends: the slug is
 * made from the title on every save and must be unique; `publishedAt` is the time of a save as
 * published (re-saves too) and null otherwise; the author is the signed-in admin who created it.
 */
export class ArticlesService<Row extends ArticleRow, Fields extends NewsFields | BlogFields, View extends NewsView | BlogView> {
  constructor(
    private readonly articles: ArticlesRepository<Row>,
    private readonly bus: ServiceBus,
    private readonly kind: ArticleKind<Row, Fields, View>,
  ) {}

  /** Published ones newest first (the site), or all of them, newest first (the admin). */
  async list(query: PageRequest & { scope: 'published' | 'all' }): Promise<Page<View>> {
    const offset = pageOffset(query.cursor);
    const [rows, total] = await this.articles.page(query.scope, offset, query.limit ?? PAGE_SIZE_MAX);
    return boundedPage(rows.map(this.kind.toView), offset, total);
  }

  /** A published one by its slug; a draft is as missing as one that never existed. */
  async get(slug: string): Promise<View> {
    const row = await this.articles.findPublished(slug);
    if (!row) throw notFound(`${this.kind.label} "${slug}" not found`);
    return this.kind.toView(row);
  }

  async create(authorId: number, input: Fields): Promise<View> {
    const saved = await this.saving(input, () =>
      this.articles.transaction(async (tx) => {
        const slug = await this.freeSlug(tx, input.title);
        return tx.insert({ ...this.rowOf(input, slug), authorId });
      }),
    );
    await this.announce('created', saved.id);
    return this.kind.toView(saved);
  }

  /** A whole replacement of the editable fields; the author stays who created it. */
  async update(id: number, input: Fields): Promise<View> {
    const saved = await this.saving(input, () =>
      this.articles.transaction(async (tx) => {
        const row = await tx.findForUpdate(id);
        if (!row) throw notFound(`${this.kind.label} ${id} not found`);
        const slug = await this.freeSlug(tx, input.title, id);
        Object.assign(row, this.rowOf(input, slug));
        return tx.save(row);
      }),
    );
    await this.announce('updated', id);
    return this.kind.toView(saved);
  }

  async remove(id: number): Promise<DeletedView> {
    if (!(await this.articles.delete(id))) throw notFound(`${this.kind.label} ${id} not found`);
    await this.announce('deleted', id);
    return { id, deleted: true };
  }

  /**
   * Adds the items whose slug is not taken yet and skips the others, in one transaction. Every item is
   * validated first, with the rules of a save; one bad item is a 400 naming it and nothing is written.
   * A dry run answers the same counts and writes nothing.
   */
  async importItems(items: unknown[], authorId: number, dryRun = false, firstIndex = 0): Promise<ImportCount> {
    const prepared: Array<{ input: Fields; slug: string; source: Partial<Record<'authorId' | 'publishedAt' | 'createdAt', unknown>> }> = [];
    for (const [i, item] of items.entries()) {
      const title = typeof (item as { title?: unknown })?.title === 'string' ? ` "${(item as { title: string }).title.slice(0, 80)}"` : '';
      const label = `${this.kind.name}[${firstIndex + i}]${title}`;
      const input = await validateInput(this.kind.input, item, label);
      const slug = slugify(input.title);
      if (!slug) throw invalid(`${label}: title must contain at least one letter or digit`);
      prepared.push({ input, slug, source: item as Record<string, unknown> });
    }
    const counts = await this.articles.transactionOrRehearsal(dryRun, async (tx) => {
      const taken = await tx.slugs();
      const counts: ImportCount = { created: 0, skipped: 0 };
      for (const { input, slug, source } of prepared) {
        if (taken.has(slug)) {
          counts.skipped++;
          continue;
        }
        const row = this.rowOf(input, slug);
        // An imported article keeps its history: who wrote it and when it was published and created.
        const sourcePublishedAt = dateOf(source.publishedAt);
        const sourceCreatedAt = dateOf(source.createdAt);
        await tx.insert({
          ...row,
          publishedAt: row.isPublished ? (sourcePublishedAt ?? row.publishedAt) : null,
          ...(sourceCreatedAt ? { createdAt: sourceCreatedAt } : {}),
          authorId: positiveInt(source.authorId) ?? authorId,
        });
        taken.add(slug);
        counts.created++;
      }
      return counts;
    });
    if (counts.created && !dryRun) await this.announce('imported');
    return counts;
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
  private async saving<T>(input: Fields, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (err) {
      if (isUniqueViolation(err, this.kind.slugConstraint)) throw this.slugTaken(slugify(input.title));
      throw err;
    }
  }

  private announce(action: 'created' | 'updated' | 'deleted' | 'imported', id?: number): Promise<void> {
    return this.bus.announce(Events.contentChanged, { entity: this.kind.name, action, ...(id === undefined ? {} : { id }) });
  }
}

function dateOf(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function positiveInt(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
}

export const NEWS = Symbol('NEWS');
export const BLOGS = Symbol('BLOGS');
export type NewsService = ArticlesService<News, NewsFields, NewsView>;
export type BlogsService = ArticlesService<Blog, BlogFields, BlogView>;

export const articleProviders = [
  {
    provide: NEWS,
    inject: [DataSource, ServiceBus],
    useFactory: (dataSource: DataSource, bus: ServiceBus): NewsService =>
      new ArticlesService(new ArticlesRepository(dataSource.manager, News), bus, {
        name: 'news',
        label: 'News article',
        slugConstraint: 'news_slug_unique',
        input: NewsInput,
        toView: toNewsView,
      }),
  },
  {
    provide: BLOGS,
    inject: [DataSource, ServiceBus],
    useFactory: (dataSource: DataSource, bus: ServiceBus): BlogsService =>
      new ArticlesService(new ArticlesRepository(dataSource.manager, Blog), bus, {
        name: 'blog',
        label: 'Blog post',
        slugConstraint: 'blogs_slug_unique',
        input: BlogInput,
        toView: toBlogView,
      }),
  },
];

import type { DeepPartial, EntityManager, EntityTarget } from 'typeorm';
import { RecordHistory, containing } from '@lora/runtime';
import type { Blog, News } from './article.entity.js';

export type ArticleRow = News | Blog;

/** The queries of news articles or of blog posts (one table each, the same columns), over a connection or a transaction. */
export class ArticlesRepository<Row extends ArticleRow> {
  constructor(
    private readonly manager: EntityManager,
    private readonly entity: EntityTarget<Row>,
  ) {}

  private get repo() {
    return this.manager.getRepository(this.entity);
  }

  /**
   * Published ones by publishedAt, newest first, or all of them by id, newest first; with `search`, only those whose
   * title or excerpt contains it (ignoring case); with a tag (blog posts), only those carrying it, compared without
   * case; from `offset`, with how many there are.
   */
  page(scope: 'published' | 'all', offset: number, limit: number, filter: { search?: string; tag?: string } = {}): Promise<[Row[], number]> {
    const { search, tag } = filter;
    const builder = this.repo.createQueryBuilder('a');
    if (scope === 'published') builder.where('a.isPublished').orderBy('a.publishedAt', 'DESC').addOrderBy('a.id', 'DESC');
    else builder.orderBy('a.id', 'DESC');
    if (search) builder.andWhere('(a.title ILIKE :search OR a.excerpt ILIKE :search)', { search: containing(search) });
    if (tag !== undefined) builder.andWhere('EXISTS (SELECT 1 FROM unnest(a.tags) AS t(tag) WHERE lower(t.tag) = lower(:tag))', { tag });
    return builder.skip(offset).take(limit).getManyAndCount();
  }

  findPublished(slug: string): Promise<Row | null> {
    return this.repo.findOneBy({ slug, isPublished: true } as never);
  }

  /** The row, locked for the rest of the transaction. */
  findForUpdate(id: number): Promise<Row | null> {
    return this.repo.findOne({ where: { id } as never, lock: { mode: 'pessimistic_write' } });
  }

  exists(id: number): Promise<boolean> {
    return this.repo.existsBy({ id } as never);
  }

  /** The id of the article that has this slug, if one has. */
  async slugHolder(slug: string): Promise<number | undefined> {
    return (await this.repo.findOne({ where: { slug } as never, select: { id: true } as never }))?.id;
  }

  /** The articles whose featured image shows a media file (its id is in the address), a few by title, and how many. */
  async mediaUsage(fileId: string, named: number): Promise<{ named: Array<{ id: number; name: string }>; total: number }> {
    const [rows, total] = await this.repo
      .createQueryBuilder('a')
      .select(['a.id', 'a.title'])
      .where('a."featuredImage" LIKE :pattern', { pattern: `%${fileId}%` })
      .orderBy('a.id')
      .take(named)
      .getManyAndCount();
    return { named: rows.map((r) => ({ id: r.id, name: r.title })), total };
  }

  async slugs(): Promise<Set<string>> {
    return new Set((await this.repo.find({ select: { slug: true } as never })).map((row) => row.slug));
  }

  /** News and blogs share every column but one; the field types the DTOs check are the columns' types. */
  insert(values: object): Promise<Row> {
    return this.repo.save(this.repo.create(values as DeepPartial<Row>));
  }

  /** Stores new articles with one statement (an import's batch). */
  async insertMany(rows: object[]): Promise<void> {
    await this.repo.insert(rows as Array<DeepPartial<Row>> as never);
  }

  save(row: Row): Promise<Row> {
    return this.repo.save(row);
  }

  /** The kept versions of this kind of article (`news`, `blog`), in the same connection or transaction. */
  history(kind: string): RecordHistory {
    return new RecordHistory(this.manager, kind);
  }

  /** Whether there was such an article. */
  async delete(id: number): Promise<boolean> {
    return Boolean((await this.repo.delete({ id } as never)).affected);
  }
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import type { BlogView, NewsView } from '@lora/contracts';

/** What news articles and blog posts share (SPEC §3). */
abstract class Article {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) title: string;
  /** Made from the title on every save; unique per table. */
  @Column({ type: 'text' }) slug: string;
  @Column({ type: 'text' }) excerpt: string;
  @Column({ type: 'text' }) content: string;
  @Column({ name: 'featuredImage', type: 'text', nullable: true }) featuredImage: string | null;
  /** A user of identity; a plain value, as services never share tables. */
  @Column({ name: 'authorId', type: 'integer' }) authorId: number;
  @Column({ name: 'isPublished', type: 'boolean', default: false }) isPublished: boolean;
  @Column({ name: 'publishedAt', type: 'timestamptz', nullable: true }) publishedAt: Date | null;
  /** Moves on every save (TypeORM's version column): a save or delete based on an older one is refused. */
  @VersionColumn({ type: 'integer' }) version: number;
  @CreateDateColumn({ name: 'createdAt', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updatedAt', type: 'timestamptz' }) updatedAt: Date;
}

@Entity({ name: 'news' })
export class News extends Article {
  @Column({ type: 'text' }) category: string;
}

@Entity({ name: 'blogs' })
export class Blog extends Article {
  @Column({ type: 'text', array: true, default: () => "'{}'" }) tags: string[];
}

const articleView = (a: Article) => ({
  id: a.id,
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  content: a.content,
  featuredImage: a.featuredImage,
  authorId: a.authorId,
  isPublished: a.isPublished,
  publishedAt: a.publishedAt?.toISOString() ?? null,
  version: a.version,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

export const toNewsView = (n: News): NewsView => ({ ...articleView(n), category: n.category });
export const toBlogView = (b: Blog): BlogView => ({ ...articleView(b), tags: b.tags });

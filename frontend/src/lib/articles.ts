import { ApiPaths, type ArticleKind, type BlogView, type NewsView } from '@lora/api';
import { formatDate } from './format.js';
import { SITE } from './site.js';

export { articlePath, type ArticleKind } from '@lora/api';

/** How many articles a list page shows; the server renders the same page. */
export const ARTICLES_PER_PAGE = 12;

/**
 * Who an article is by, as its page says: the company's team, as its structured data says too (author: the
 * Organization). The admin account that wrote it is a login name, which the public site does not show.
 */
export const ARTICLE_BYLINE = `By the ${SITE.name} team`;

/** Each kind's address, API, schema.org type and what its articles are called in "All …" links. */
export const ARTICLE_SECTIONS = {
  news: { base: '/news', api: ApiPaths.news, schemaType: 'NewsArticle', all: 'All news' },
  blogs: { base: '/blog', api: ApiPaths.blogs, schemaType: 'BlogPosting', all: 'All blog posts' },
} as const;

/** The API path of one list page: the SWR key the server fills and the browser reads. */
export function articleListPath(kind: ArticleKind, cursor?: string | null): string {
  const params = new URLSearchParams({ limit: String(ARTICLES_PER_PAGE) });
  if (cursor) params.set('cursor', cursor);
  return `${ARTICLE_SECTIONS[kind].api.list}?${params}`;
}

/** The date an article was published, as "January 20, 2025" (in UTC, so server and browser agree). */
export function articleDate(article: Pick<NewsView | BlogView, 'publishedAt' | 'createdAt'>): string {
  return formatDate(article.publishedAt ?? article.createdAt);
}

/** A news article's category, or a blog post's tags. */
export const articleTags = (article: NewsView | BlogView): string[] => ('category' in article ? [article.category] : article.tags);

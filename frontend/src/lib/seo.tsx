import { scriptSafeJson } from '@lora/api';
import { SITE } from './site.js';
import { Head, type HeadTag } from './head.js';

export interface SeoProps {
  title: string;
  description: string;
  /**
   * The page's path; the canonical URL is built from the site's origin. null for a page that is no address of its
   * own (not found: answered with status 404): no canonical or og:url, and noindex.
   */
  path: string | null;
  keywords?: string[];
  image?: string;
  jsonLd?: Record<string, unknown>;
  /** Open Graph's type: an article page says so, with its dates. */
  article?: { publishedTime: string; modifiedTime: string };
  /** A feed of the page's list (the news' Atom feed). */
  feed?: { title: string; href: string };
}

/** The company, as the pages' structured data names it: their publisher, an article's author. */
export const ORGANIZATION = { '@type': 'Organization', name: SITE.name, url: SITE.origin };

/** A page's structured data: its schema.org type, name and address, published by the company; `more` adds to it. */
export function pageJsonLd(type: string, name: string, path: string, more?: Record<string, unknown>): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@type': type, name, url: `${SITE.origin}${path}`, publisher: ORGANIZATION, ...more };
}

/** A page's tags in its <head> (Head), and its JSON-LD where it is rendered, which crawlers read as well. */
export function Seo({ title, description, path, keywords, image, jsonLd, article, feed }: SeoProps) {
  const url = path === null ? null : `${SITE.origin}${path}`;
  const picture = image ? (image.startsWith('http') ? image : `${SITE.origin}${image}`) : `${SITE.origin}/favicon.svg`;
  const tags: Array<HeadTag | false> = [
    ['title', title],
    ['meta', { name: 'description', content: description }],
    !!keywords?.length && ['meta', { name: 'keywords', content: keywords.join(', ') }],
    url ? ['link', { rel: 'canonical', href: url }] : ['meta', { name: 'robots', content: 'noindex' }],
    ['meta', { property: 'og:type', content: article ? 'article' : 'website' }],
    !!article && ['meta', { property: 'article:published_time', content: article.publishedTime }],
    !!article && ['meta', { property: 'article:modified_time', content: article.modifiedTime }],
    ['meta', { property: 'og:site_name', content: SITE.name }],
    ['meta', { property: 'og:title', content: title }],
    ['meta', { property: 'og:description', content: description }],
    !!url && ['meta', { property: 'og:url', content: url }],
    ['meta', { property: 'og:image', content: picture }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:title', content: title }],
    ['meta', { name: 'twitter:description', content: description }],
    ['meta', { name: 'twitter:image', content: picture }],
    !!feed && ['link', { rel: 'alternate', type: 'application/atom+xml', title: feed.title, href: feed.href }],
  ];
  return (
    <>
      <Head tags={tags.filter((tag) => tag !== false)} />
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(JSON.stringify(jsonLd)) }} /> : null}
    </>
  );
}

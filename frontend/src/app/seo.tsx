import { scriptSafeJson } from '@lora/api';
import { SITE } from '../content/site.js';

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
}

/**
 * A page's tags. React 19 hoists title, meta and link into <head> (in the prerendered HTML too);
 * the JSON-LD script stays where it is rendered, which crawlers read as well.
 */
export function Seo({ title, description, path, keywords, image, jsonLd, article }: SeoProps) {
  const url = path === null ? null : `${SITE.origin}${path}`;
  const picture = image ? (image.startsWith('http') ? image : `${SITE.origin}${image}`) : `${SITE.origin}/favicon.svg`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords?.length ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article ? <meta property="article:published_time" content={article.publishedTime} /> : null}
      {article ? <meta property="article:modified_time" content={article.modifiedTime} /> : null}
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={picture} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture} />
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(JSON.stringify(jsonLd)) }} /> : null}
    </>
  );
}

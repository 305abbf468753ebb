/** A record's kept versions, and the restore of one of them. */
function historyPaths(list: 'products' | 'categories' | 'news' | 'blogs') {
  return {
    history: (id: number | string) => `/api/admin/${list}/${id}/history`,
    version: (id: number | string, version: number) => `/api/admin/${list}/${id}/history/${version}`,
    restore: (id: number | string, version: number) => `/api/admin/${list}/${id}/history/${version}/restore`,
  };
}

/** The API's paths (SPEC §7), so the browser and the tests name routes one way. */
export const ApiPaths = {
  auth: {
    user: '/api/auth/user',
    login: '/api/auth/login',
    /** Your own password, whatever your role. */
    password: '/api/auth/password',
    logout: '/api/auth/logout',
  },
  products: {
    list: '/api/products',
    one: (id: number | string) => `/api/products/${id}`,
    categories: '/api/products/categories',
    /** The product's datasheet, a PDF rendered from its own data. */
    datasheet: (id: number | string) => `/api/products/${id}/datasheet.pdf`,
  },
  status: '/api/status',
  demoRequest: '/api/demo-request',
  contact: '/api/contact',
  news: { list: '/api/news', one: (slug: string) => `/api/news/${encodeURIComponent(slug)}` },
  blogs: { list: '/api/blogs', one: (slug: string) => `/api/blogs/${encodeURIComponent(slug)}` },
  images: (file: string) => `/api/images/${file}`,
  /** A site picture (SITE_PICTURE) in one of its widths, or its default WebP. */
  sitePicture: (name: string, width?: number) => `/api/images/site/${name}${width ? `-${width}` : ''}.webp`,
  admin: {
    /** Who else has a record open: PUT while its form is open, DELETE when it closes. */
    presence: (kind: 'product' | 'category' | 'news' | 'blog', id: number | string) => `/api/admin/presence/${kind}/${id}`,
    products: {
      list: '/api/admin/products',
      one: (id: number | string) => `/api/admin/products/${id}`,
      categories: '/api/admin/products/categories',
      publish: (id: number | string) => `/api/admin/products/${id}/publish`,
      ...historyPaths('products'),
    },
    categories: {
      list: '/api/admin/categories',
      one: (id: number | string) => `/api/admin/categories/${id}`,
      ...historyPaths('categories'),
    },
    news: { list: '/api/admin/news', one: (id: number | string) => `/api/admin/news/${id}`, ...historyPaths('news') },
    blogs: { list: '/api/admin/blogs', one: (id: number | string) => `/api/admin/blogs/${id}`, ...historyPaths('blogs') },
    enquiries: {
      list: '/api/admin/enquiries',
      one: (kind: string, id: number | string) => `/api/admin/enquiries/${kind}/${id}`,
      csv: '/api/admin/enquiries.csv',
    },
    exportData: '/api/admin/export-data',
    /** The exchange rates prices sort by, and their kept versions. */
    exchangeRates: { one: '/api/admin/settings/exchange-rates', history: '/api/admin/settings/exchange-rates/history' },
    media: {
      list: '/api/admin/media',
      upload: '/api/admin/media/upload',
      one: (id: string) => `/api/admin/media/${encodeURIComponent(id)}`,
      /** Brings a deleted file back while it is in the trash (Undo). */
      restore: (id: string) => `/api/admin/media/${encodeURIComponent(id)}/restore`,
    },
    importData: '/api/admin/import-data',
    users: {
      list: '/api/admin/users',
      one: (id: number | string) => `/api/admin/users/${id}`,
      role: (id: number | string) => `/api/admin/users/${id}/role`,
      password: (id: number | string) => `/api/admin/users/${id}/password`,
    },
  },
} as const;

/** News and blog posts share one shape on the site; they differ by address and label. */
export type ArticleKind = 'news' | 'blogs';

/** The site's address of one article. */
export function articlePath(kind: ArticleKind, slug: string): string {
  return `${kind === 'news' ? '/news' : '/blog'}/${encodeURIComponent(slug)}`;
}

/**
 * The API path (SWR key) of the newest `limit` news or blog posts, as a page's section of them asks for it; with a
 * tag, the blog posts carrying it (the resources page's guides, tutorials, case studies and webinars).
 */
export function latestArticlesPath(kind: ArticleKind, limit: number, tag?: string): string {
  const list = `${kind === 'news' ? ApiPaths.news.list : ApiPaths.blogs.list}?limit=${limit}`;
  return tag && kind === 'blogs' ? `${list}&tag=${encodeURIComponent(tag)}` : list;
}

/** The tags that make a blog post one of the resources page's kinds: a guide, a tutorial, a case study or a webinar's summary. */
export const RESOURCE_TAGS = ['guide', 'tutorial', 'case-study', 'webinar'] as const;
export type ResourceTag = (typeof RESOURCE_TAGS)[number];

/**
 * The marketing pages (pages as data) with a section of the newest news or blog posts: the gateway renders them
 * with those posts, so that the posts are in the page's HTML (without JavaScript too) and hydration moves nothing.
 * The build refuses a page with such a section that is not named here.
 */
export const ARTICLE_SECTION_PAGES: readonly string[] = ['/resources'];

/**
 * The query parameters that change what a site page shows: the marketplace's search, category and sort, a news or
 * blog list's page, and the pricing calculator's inputs (its form sends them when the app is not running). Any other parameter leaves the page as it is, and the gateway's cache ignores it.
 */
export const PAGE_QUERY_PARAMS = {
  marketplace: ['search', 'category', 'sort', 'cursor'],
  articleList: ['cursor'],
  pricing: ['devices', 'messages'],
} as const;

/**
 * Forms of the site that post to the server when the app is not running (before it hydrates, or without
 * JavaScript): where each posts, and the page-data key under which the answered page carries its result.
 */
export const SITE_FORMS = {
  contact: { path: '/contact', result: 'form:contact' },
} as const;

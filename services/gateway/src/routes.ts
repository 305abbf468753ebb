import {
  ARTICLE_SECTION_PAGES,
  BlogListQuery,
  CONTACT_TOPIC_PARAM,
  Events,
  PAGE_QUERY_PARAMS,
  PageQuery,
  ProductCategoriesQueryDto,
  ProductQueryDto,
  SITE_FORMS,
  type EventName,
} from '@lora/contracts';
import { api, type Answer, type CacheRule, type Guard, type Route, type RouteMethod } from './http/route-table.js';
import type { SiteHandler } from './pages/site.js';
import { AuthController } from './api/auth/auth.controller.js';
import { AdminController } from './api/auth/admin.controller.js';
import { ProductsController } from './api/catalog/products.controller.js';
import { DatasheetController } from './api/catalog/datasheet.controller.js';
import { AdminCatalogController } from './api/catalog/admin-catalog.controller.js';
import { AdminExchangeRatesController } from './api/catalog/admin-exchange-rates.controller.js';
import { ArticlesController } from './api/content/articles.controller.js';
import { AdminContentController } from './api/content/admin-content.controller.js';
import { EnquiriesController } from './api/content/enquiries.controller.js';
import { DataSyncController } from './api/data-sync/data-sync.controller.js';
import { AdminMediaController } from './api/media/admin-media.controller.js';
import { ImagesController } from './api/media/images.controller.js';
import { PresenceController } from './api/presence/presence.js';
import { ProbesController } from './api/status/probes.controller.js';
import { StatusController } from './api/status/status.controller.js';
import { AdminUsersController } from './api/users/admin-users.controller.js';

/** Everything under it needs an admin session, checked before routing: an unknown path there is a 401 too, not a 404. */
export const ADMIN_AREA = '/api/admin';

/**
 * The cached reads' domains, each with the events after which its answers are stale: the cache drops only that
 * domain's entries. The pages rendered here show the catalogue and the articles, so either change drops them.
 */
export const CACHE_DOMAINS = {
  catalog: [Events.catalogChanged],
  content: [Events.contentChanged],
  site: [Events.catalogChanged, Events.contentChanged],
} as const satisfies Record<string, readonly EventName[]>;

const cached = (domain: keyof typeof CACHE_DOMAINS, params?: CacheRule['params']): { cache: CacheRule } => ({ cache: { domain, params } });
const page = (handler: SiteHandler): Answer<SiteHandler> => ({ kind: 'page', handler });
const document = (handler: SiteHandler): Answer<SiteHandler> => ({ kind: 'document', handler });
const shell = (handler: SiteHandler): Answer<SiteHandler> => ({ kind: 'shell', handler });
const DOCS: Answer = { kind: 'docs' };
const row =
  (method: RouteMethod) =>
  (path: string, answer: Answer<SiteHandler>, guard: Guard = 'public', more: Pick<Route, 'cache' | 'quiet'> = {}): Route<SiteHandler> => ({
    method,
    path,
    answer,
    guard,
    ...more,
  });
const [GET, POST, PUT, PATCH, DELETE, ALL] = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'ALL'] as const).map(row);

/**
 * Every URL the gateway answers, and who answers it (see RouteMethod, Answer and Guard in http/route-table.ts).
 * Nest's controllers get their routes from here (mount-routes.ts), the site's handlers are mounted from here, and the
 * public read cache keeps exactly the rows with a `cache` rule. Apart from the API's rows, which Nest mounts
 * when the application starts, the rows are tried in this order; a row that is not the request's to answer
 * lets it go on. A test (route-table.test.ts) fails when the application answers a route that is not here.
 */
export const ROUTES: ReadonlyArray<Route<SiteHandler>> = [
  // The API's own page: Swagger UI, its files and the document.
  GET('/api/docs', DOCS),
  GET('/api/docs/', DOCS),
  GET('/api/docs/index.html', DOCS),
  GET('/api/docs/swagger-ui-init.js', DOCS),
  GET('/api/docs/docs/swagger-ui-init.js', DOCS),
  GET('/api/docs/LICENSE', DOCS),
  GET('/api/docs/openapi.json', DOCS),
  GET('/api/docs-yaml', DOCS),
  GET('/api/docs/*file', DOCS),

  // Sign-in and the admin area's own check.
  PUT('/api/auth/password', api(AuthController, 'changeOwnPassword'), 'session'),
  GET('/api/auth/user', api(AuthController, 'currentUser'), 'session'),
  POST('/api/auth/login', api(AuthController, 'login')),
  POST('/api/auth/logout', api(AuthController, 'logout'), 'optional-session'),
  GET('/api/admin/ping', api(AdminController, 'ping'), 'admin'),

  // The catalogue (its datasheets too), and its admin routes (the exchange rates too).
  GET('/api/products', api(ProductsController, 'list'), 'public', cached('catalog', ProductQueryDto)),
  GET('/api/products/categories', api(ProductsController, 'categories'), 'public', cached('catalog', ProductCategoriesQueryDto)),
  GET('/api/products/:id', api(ProductsController, 'get'), 'optional-session', cached('catalog')),
  GET('/api/products/:id/datasheet.pdf', api(DatasheetController, 'datasheet'), 'optional-session', cached('catalog')),
  GET('/api/admin/products', api(AdminCatalogController, 'listProducts'), 'admin'),
  GET('/api/admin/products/categories', api(AdminCatalogController, 'productCategories'), 'admin'),
  POST('/api/admin/products', api(AdminCatalogController, 'createProduct'), 'admin'),
  PUT('/api/admin/products/:id', api(AdminCatalogController, 'updateProduct'), 'admin'),
  GET('/api/admin/products/:id/history', api(AdminCatalogController, 'productHistory'), 'admin'),
  GET('/api/admin/products/:id/history/:version', api(AdminCatalogController, 'productVersion'), 'admin'),
  POST('/api/admin/products/:id/history/:version/restore', api(AdminCatalogController, 'restoreProduct'), 'admin'),
  PATCH('/api/admin/products/:id/publish', api(AdminCatalogController, 'publishProduct'), 'admin'),
  DELETE('/api/admin/products/:id', api(AdminCatalogController, 'deleteProduct'), 'admin'),
  GET('/api/admin/categories', api(AdminCatalogController, 'listCategories'), 'admin'),
  POST('/api/admin/categories', api(AdminCatalogController, 'createCategory'), 'admin'),
  PUT('/api/admin/categories/:id', api(AdminCatalogController, 'updateCategory'), 'admin'),
  GET('/api/admin/categories/:id/history', api(AdminCatalogController, 'categoryHistory'), 'admin'),
  GET('/api/admin/categories/:id/history/:version', api(AdminCatalogController, 'categoryVersion'), 'admin'),
  POST('/api/admin/categories/:id/history/:version/restore', api(AdminCatalogController, 'restoreCategory'), 'admin'),
  DELETE('/api/admin/categories/:id', api(AdminCatalogController, 'deleteCategory'), 'admin'),
  GET('/api/admin/settings/exchange-rates', api(AdminExchangeRatesController, 'get'), 'admin'),
  PUT('/api/admin/settings/exchange-rates', api(AdminExchangeRatesController, 'save'), 'admin'),
  GET('/api/admin/settings/exchange-rates/history', api(AdminExchangeRatesController, 'history'), 'admin'),

  // News and blogs (public reads and admin), the site's enquiries and the admin's inbox.
  GET('/api/news', api(ArticlesController, 'listNews'), 'public', cached('content', PageQuery)),
  GET('/api/news/:slug', api(ArticlesController, 'getNews'), 'public', cached('content')),
  GET('/api/blogs', api(ArticlesController, 'listBlogs'), 'public', cached('content', BlogListQuery)),
  GET('/api/blogs/:slug', api(ArticlesController, 'getBlog'), 'public', cached('content')),
  GET('/api/admin/news', api(AdminContentController, 'listNews'), 'admin'),
  POST('/api/admin/news', api(AdminContentController, 'createNews'), 'admin'),
  PUT('/api/admin/news/:id', api(AdminContentController, 'updateNews'), 'admin'),
  GET('/api/admin/news/:id/history', api(AdminContentController, 'newsHistory'), 'admin'),
  GET('/api/admin/news/:id/history/:version', api(AdminContentController, 'newsVersion'), 'admin'),
  POST('/api/admin/news/:id/history/:version/restore', api(AdminContentController, 'restoreNews'), 'admin'),
  DELETE('/api/admin/news/:id', api(AdminContentController, 'deleteNews'), 'admin'),
  GET('/api/admin/blogs', api(AdminContentController, 'listBlogs'), 'admin'),
  POST('/api/admin/blogs', api(AdminContentController, 'createBlog'), 'admin'),
  PUT('/api/admin/blogs/:id', api(AdminContentController, 'updateBlog'), 'admin'),
  GET('/api/admin/blogs/:id/history', api(AdminContentController, 'blogHistory'), 'admin'),
  GET('/api/admin/blogs/:id/history/:version', api(AdminContentController, 'blogVersion'), 'admin'),
  POST('/api/admin/blogs/:id/history/:version/restore', api(AdminContentController, 'restoreBlog'), 'admin'),
  DELETE('/api/admin/blogs/:id', api(AdminContentController, 'deleteBlog'), 'admin'),
  GET('/api/admin/enquiries', api(AdminContentController, 'listEnquiries'), 'admin'),
  GET('/api/admin/enquiries.csv', api(AdminContentController, 'downloadEnquiries'), 'admin'),
  PATCH('/api/admin/enquiries/:kind/:id', api(AdminContentController, 'setEnquiryStatus'), 'admin'),
  POST('/api/demo-request', api(EnquiriesController, 'submitDemoRequest')),
  POST('/api/contact', api(EnquiriesController, 'submitContact')),

  // SPEC's Data Sync tab: export and import of categories, products and news.
  GET('/api/admin/export-data', api(DataSyncController, 'exportData'), 'admin'),
  POST('/api/admin/import-data', api(DataSyncController, 'importData'), 'admin'),

  // The media library and every image of the site, streamed to and from the media service over HTTP.
  GET('/api/admin/media', api(AdminMediaController, 'list'), 'admin'),
  POST('/api/admin/media/upload', api(AdminMediaController, 'upload'), 'admin'),
  DELETE('/api/admin/media/:id', api(AdminMediaController, 'remove'), 'admin'),
  POST('/api/admin/media/:id/restore', api(AdminMediaController, 'restore'), 'admin'),
  GET('/api/images/*file', api(ImagesController, 'read')),

  // Who has which record open in the back office.
  PUT('/api/admin/presence/:kind/:id', api(PresenceController, 'here'), 'admin'),
  DELETE('/api/admin/presence/:kind/:id', api(PresenceController, 'gone'), 'admin'),

  // Probes for the orchestrator, and the platform's status for people.
  GET('/healthz', api(ProbesController, 'healthz'), 'public', { quiet: true }),
  GET('/readyz', api(ProbesController, 'readyz'), 'public', { quiet: true }),
  GET('/api/status', api(StatusController, 'current')),

  // Accounts and their roles, kept by identity.
  GET('/api/admin/users', api(AdminUsersController, 'list'), 'admin'),
  POST('/api/admin/users', api(AdminUsersController, 'create'), 'admin'),
  PATCH('/api/admin/users/:id/role', api(AdminUsersController, 'setRole'), 'admin'),
  PUT('/api/admin/users/:id/password', api(AdminUsersController, 'resetPassword'), 'admin'),
  DELETE('/api/admin/users/:id', api(AdminUsersController, 'remove'), 'admin'),

  // SPEC's optimized images, from storage (key optimized/<file>) as /api/images reads them; sent as stored.
  GET('/optimized/*file', { kind: 'mediaProxy' }),

  // From here on, everything is compressed on the way out (what is stored compressed already is sent as it is).
  // The pages rendered here with their data; a robots.txt, a feed and a sitemap; the contact form posted without the app.
  GET('/robots.txt', document('robots')),
  GET('/sitemap.xml', document('sitemap'), 'public', cached('site')),
  GET('/news/feed.xml', document('newsFeed'), 'public', cached('site')),
  POST(SITE_FORMS.contact.path, document('contactForm')),
  GET('/', page('catalogue'), 'public', cached('site')),
  GET('/marketplace{/}', page('catalogue'), 'public', cached('site', PAGE_QUERY_PARAMS.marketplace)),
  GET('/contact{/}', page('contactTopic'), 'public', cached('site', [CONTACT_TOPIC_PARAM])),
  GET('/products/:id', page('product'), 'optional-session', cached('site')),
  GET('/news', page('articleList'), 'public', cached('site', PAGE_QUERY_PARAMS.articleList)),
  GET('/blog', page('articleList'), 'public', cached('site', PAGE_QUERY_PARAMS.articleList)),
  GET('/news/:article', page('article'), 'public', cached('site')),
  GET('/blog/:article', page('article'), 'public', cached('site')),
  GET('/pricing{/}', page('pricing'), 'public', cached('site', PAGE_QUERY_PARAMS.pricing)),
  ...ARTICLE_SECTION_PAGES.map((path) => GET(`${path}{/}`, page('articleSection'), 'public', cached('site'))),

  // The built site: its files, its prerendered pages, the app's shell, and the not-found answers.
  GET('/*file', { kind: 'files' }),
  GET('/products{/}', shell('marketplaceRedirect')),
  GET('/{*path}', shell('prerendered')),
  GET('/admin', shell('app')),
  ALL('/{*path}', shell('notFound')),
];

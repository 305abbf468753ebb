import { SERVICE_NAMES, type ServiceName } from '@lora/api';

/** Default internal HTTP port (probes, metrics, file bytes) of each service. */
export const SERVICE_INTERNAL_PORTS: Record<ServiceName, number> = { identity: 3101, catalog: 3102, content: 3103, media: 3104 };
/** The gateway's internal port (its metrics): never published, unlike its site port. */
export const GATEWAY_INTERNAL_PORT = 3100;
export { SERVICE_NAMES };

/** Request/reply message patterns. Subjects on the wire carry the environment's prefix. */
export const Patterns = {
  identity: {
    health: 'identity.health',
    login: 'identity.login',
    logout: 'identity.logout',
    resolveSession: 'identity.session.resolve',
    listUsers: 'identity.users.list',
    createUser: 'identity.users.create',
    setUserRole: 'identity.users.role',
    resetUserPassword: 'identity.users.password.reset',
    changeOwnPassword: 'identity.users.password.change',
    deleteUser: 'identity.users.delete',
  },
  catalog: {
    health: 'catalog.health',
    getProduct: 'catalog.products.get',
    listProducts: 'catalog.products.list',
    productCategories: 'catalog.products.categories',
    createProduct: 'catalog.products.create',
    updateProduct: 'catalog.products.update',
    deleteProduct: 'catalog.products.delete',
    productHistory: 'catalog.products.history',
    productVersion: 'catalog.products.version',
    restoreProduct: 'catalog.products.restore',
    publishProduct: 'catalog.products.publish',
    listCategories: 'catalog.categories.list',
    createCategory: 'catalog.categories.create',
    updateCategory: 'catalog.categories.update',
    deleteCategory: 'catalog.categories.delete',
    categoryHistory: 'catalog.categories.history',
    categoryVersion: 'catalog.categories.version',
    restoreCategory: 'catalog.categories.restore',
    /** The exchange rates prices sort by: read, save, and their kept versions. */
    getExchangeRates: 'catalog.exchange-rates.get',
    saveExchangeRates: 'catalog.exchange-rates.save',
    exchangeRatesHistory: 'catalog.exchange-rates.history',
    /** The products that show a media file (its id in their image or gallery). */
    mediaUsage: 'catalog.media.usage',
    stageImport: 'catalog.import.stage',
    applyImport: 'catalog.import.apply',
    discardImport: 'catalog.import.discard',
  },
  content: {
    health: 'content.health',
    submitDemoRequest: 'content.demo.submit',
    submitContact: 'content.contact.submit',
    listNews: 'content.news.list',
    getNews: 'content.news.get',
    createNews: 'content.news.create',
    updateNews: 'content.news.update',
    deleteNews: 'content.news.delete',
    newsHistory: 'content.news.history',
    newsVersion: 'content.news.version',
    restoreNews: 'content.news.restore',
    listBlogs: 'content.blogs.list',
    getBlog: 'content.blogs.get',
    createBlog: 'content.blogs.create',
    updateBlog: 'content.blogs.update',
    deleteBlog: 'content.blogs.delete',
    blogHistory: 'content.blogs.history',
    blogVersion: 'content.blogs.version',
    restoreBlog: 'content.blogs.restore',
    listEnquiries: 'content.enquiries.list',
    setEnquiryStatus: 'content.enquiries.status',
    /** The news and blog posts that show a media file (its id in their featured image). */
    mediaUsage: 'content.media.usage',
    stageImport: 'content.import.stage',
    applyImport: 'content.import.apply',
    discardImport: 'content.import.discard',
  },
  media: {
    health: 'media.health',
    list: 'media.files.list',
    delete: 'media.files.delete',
    /** Takes a deleted file back out of the trash, while it is still there (MEDIA_TRASH_SECONDS). */
    restore: 'media.files.restore',
    /** Where the media service takes and serves file bytes over HTTP (they never travel on the bus). */
    endpoint: 'media.endpoint',
  },
} as const satisfies Record<ServiceName, { health: `${ServiceName}.health` } & Record<string, string>>;

/** Fire-and-forget events, fanned out to every subscriber (no queue group). */
export const Events = {
  catalogChanged: 'catalog.changed',
  /** A news article or blog post was created, changed or deleted (or news were imported). */
  contentChanged: 'content.changed',
  sessionRevoked: 'identity.session.revoked',
  /** A user's role, password or existence changed: every session of that user must be resolved afresh. */
  userChanged: 'identity.user.changed',
} as const;

/** The wire subject for a pattern: `<prefix>.<pattern>`, or the bare pattern without a prefix. */
export function subjectFor(prefix: string, pattern: string): string {
  return prefix ? `${prefix}.${pattern}` : pattern;
}

/** The service that answers a pattern: its first segment. */
export function serviceOf(pattern: string): string {
  return pattern.split('.', 1)[0];
}

export const SUBJECT_PREFIX_RULE = /^[A-Za-z0-9_-]{0,64}$/;

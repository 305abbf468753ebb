/** Names of the services; each listens on NATS with a queue group of the same name. */
export const ServiceNames = ['identity', 'catalog', 'content', 'media'] as const;
export type ServiceName = (typeof ServiceNames)[number];

/** Request/reply message patterns. Subjects on the wire carry the environment's prefix. */
export const Patterns = {
  identity: {
    health: 'identity.health',
    login: 'identity.login',
    logout: 'identity.logout',
    resolveSession: 'identity.session.resolve',
  },
  catalog: {
    health: 'catalog.health',
    listPublishedProducts: 'catalog.products.listPublished',
    getProduct: 'catalog.products.get',
    listProducts: 'catalog.products.list',
    createProduct: 'catalog.products.create',
    updateProduct: 'catalog.products.update',
    deleteProduct: 'catalog.products.delete',
    publishProduct: 'catalog.products.publish',
    listCategories: 'catalog.categories.list',
    createCategory: 'catalog.categories.create',
    updateCategory: 'catalog.categories.update',
    deleteCategory: 'catalog.categories.delete',
    exportCatalogue: 'catalog.export',
    importCatalogue: 'catalog.import',
  },
  content: { health: 'content.health' },
  media: { health: 'media.health' },
} as const;

/** Fire-and-forget events, fanned out to every subscriber (no queue group). */
export const Events = {
  catalogChanged: 'catalog.changed',
  sessionRevoked: 'identity.session.revoked',
} as const;

export function healthPattern(service: ServiceName): string {
  return `${service}.health`;
}

/** The wire subject for a pattern: `<prefix>.<pattern>`, or the bare pattern without a prefix. */
export function subjectFor(prefix: string, pattern: string): string {
  return prefix ? `${prefix}.${pattern}` : pattern;
}

const PREFIX_RULE = /^[A-Za-z0-9_-]{0,64}$/;

export function assertSubjectPrefix(prefix: string): string {
  if (!PREFIX_RULE.test(prefix)) {
    throw new Error(`NATS_SUBJECT_PREFIX "${prefix}" may hold only letters, digits, "_" and "-" (at most 64)`);
  }
  return prefix;
}

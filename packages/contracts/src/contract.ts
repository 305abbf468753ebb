import type {
  MediaCategory,
  MediaItem,
  BlogView,
  ContactMessageFields,
  ContactMessageView,
  DemoRequestFields,
  DemoRequestView,
  EnquiryKind,
  EnquiryPage,
  EnquiryStatus,
  EnquiryView,
  ContentImportResult,
  NewsView,
  CatalogueImportResult,
  Page,
  ProductQuery,
  CategoryView,
  CategoryCount,
  DeletedView,
  ProductView,
  UserView,
  UserRole,
  MessageView,
  HistoryEntry,
  KeptVersion,
  ExchangeRatesView,
} from '@lora/api';
import { Events, Patterns } from './patterns.js';
import type { CatalogueList, ContentList } from './dto/transfer.js';
import type { JsonReply } from './json-reply.js';
import type { ExchangeRatesFields } from './dto/exchange-rates.js';
import type { ServiceName } from '@lora/api';

/** What shows a media file: a few of them by name (at most MEDIA_USAGE_NAMED), and how many in all. */
export interface MediaUsage {
  named: Array<{ kind: 'product' | 'news article' | 'blog post'; id: number; name: string }>;
  total: number;
}

/** How many of the records that show a media file a usage answer names. */
export const MEDIA_USAGE_NAMED = 5;

/** One part of one list of an import bundle, for its service to validate and keep until the import is applied. */
export interface StagePartRequest<List extends string> {
  importId: string;
  list: List;
  firstIndex: number;
  items: unknown[];
}

/** What every service answers to its `health` pattern. */
export interface HealthReport {
  service: ServiceName;
  status: 'ok' | 'degraded';
  checks: { database: 'up' | 'down'; nats: 'up' | 'down' };
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResult {
  user: UserView;
  token: string;
  expiresAt: string;
}

/** An account an admin creates (username, role, initial password). */
export interface NewUserFields {
  username: string;
  password: string;
  role: UserRole;
}

/** A change an admin (the actor) makes to another account. */
export interface UserCommand {
  actorId: number;
  id: number;
  /** The account's version the change is based on (a stale one is refused: 412). */
  expectedVersion?: number;
}

/** A signed-in user changing their own password; the session making the change stays signed in. */
export interface OwnPasswordChange {
  userId: number;
  currentPassword: string;
  newPassword: string;
  keepToken: string;
}

export interface SessionView {
  user: UserView;
  expiresAt: string;
}

/** Product and category write payloads: the fields of SPEC §3/§5 a caller may send. */
export type ProductFields = Partial<
  Omit<
    ProductView,
    'id' | 'createdAt' | 'updatedAt' | 'price' | 'currency' | 'availability' | 'minOrderQty' | 'sortOrder' | 'seoTitle' | 'seoDescription'
  >
> & {
  name: string;
  manufacturer: string;
  description: string;
  price?: string | null;
  currency?: string | null;
  availability?: string | null;
  minOrderQty?: number | null;
  sortOrder?: number | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
};

export interface CategoryFields {
  name: string;
  description?: string | null;
  parentId?: number | null;
  isActive?: boolean;
  sortOrder?: number | null;
}

/** What the admin's news form may send (the server sets slug, publishedAt and authorId). */
export interface NewsFields {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  featuredImage?: string | null;
  isPublished?: boolean;
}

export interface BlogFields {
  title: string;
  excerpt: string;
  content: string;
  featuredImage?: string | null;
  tags?: string[];
  isPublished?: boolean;
}

export interface ContentChange {
  entity: 'news' | 'blog';
  action: 'created' | 'updated' | 'deleted' | 'imported';
  id?: number;
}

export interface IdRequest {
  id: number;
}

/** A save or delete of one record, based on the version the caller saw (a stale one is refused: 412). */
export interface VersionedIdRequest extends IdRequest {
  expectedVersion?: number;
}

/** A media file moved to the trash: gone from the library and the site, restorable until `restorableUntil`. */
export interface MediaDeleted {
  id: string;
  deleted: true;
  restorableUntil: string;
}

/** One kept version of a record. */
export interface KeptVersionRequest extends IdRequest {
  version: number;
}

/** A restore of a kept version (`fromVersion`) as a new save, based on the version the caller saw. */
export interface RestoreRequest extends VersionedIdRequest {
  fromVersion: number;
}

export type NoPayload = Record<string, never>;

/** A page, and a token that changes whenever anything in the whole (unpaged) list changes. */
export type VersionedPage<T> = Page<T> & { version: string };

/** A page as its JSON text, with the list's version beside it. */
export type SerializedPage<T> = JsonReply<Page<T>, { version: string }>;

export interface PageRequest {
  limit?: number;
  cursor?: string;
}

export interface CatalogChange {
  entity: 'product' | 'category' | 'catalogue' | 'exchange-rates';
  action: 'created' | 'updated' | 'deleted' | 'published' | 'imported';
  id?: number;
}

/**
 * Every request pattern with what it takes and what it answers. The bus is typed against this
 * map, so a caller and a handler that disagree about a message do not compile.
 */
export interface RequestContract {
  [Patterns.identity.health]: { request: NoPayload; reply: HealthReport };
  [Patterns.identity.login]: { request: LoginRequest; reply: LoginResult };
  [Patterns.identity.logout]: { request: { token: string }; reply: { revoked: boolean } };
  [Patterns.identity.resolveSession]: { request: { token: string }; reply: SessionView | null };
  [Patterns.identity.listUsers]: { request: PageRequest; reply: Page<UserView> };
  [Patterns.identity.createUser]: { request: NewUserFields; reply: UserView };
  [Patterns.identity.setUserRole]: { request: UserCommand & { role: UserRole }; reply: UserView };
  [Patterns.identity.resetUserPassword]: { request: UserCommand & { password: string }; reply: UserView };
  [Patterns.identity.changeOwnPassword]: { request: OwnPasswordChange; reply: MessageView };
  [Patterns.identity.deleteUser]: { request: UserCommand; reply: DeletedView };

  [Patterns.catalog.health]: { request: NoPayload; reply: HealthReport };
  [Patterns.catalog.getProduct]: { request: IdRequest & { includeDrafts?: boolean }; reply: ProductView };
  [Patterns.catalog.productCategories]: { request: { scope: 'published' | 'all'; search?: string }; reply: CategoryCount[] };
  [Patterns.catalog.listProducts]: { request: ProductQuery & { scope: 'published' | 'all' }; reply: SerializedPage<ProductView> };
  [Patterns.catalog.createProduct]: { request: ProductFields; reply: ProductView };
  [Patterns.catalog.updateProduct]: { request: VersionedIdRequest & { product: Partial<ProductFields> }; reply: ProductView };
  [Patterns.catalog.publishProduct]: { request: IdRequest & { isPublished: boolean }; reply: ProductView };
  [Patterns.catalog.deleteProduct]: { request: VersionedIdRequest; reply: DeletedView };
  [Patterns.catalog.productHistory]: { request: IdRequest; reply: HistoryEntry[] };
  [Patterns.catalog.productVersion]: { request: KeptVersionRequest; reply: KeptVersion };
  [Patterns.catalog.restoreProduct]: { request: RestoreRequest; reply: ProductView };
  [Patterns.catalog.listCategories]: { request: PageRequest; reply: Page<CategoryView> };
  [Patterns.catalog.createCategory]: { request: CategoryFields; reply: CategoryView };
  [Patterns.catalog.updateCategory]: { request: VersionedIdRequest & { category: Partial<CategoryFields> }; reply: CategoryView };
  [Patterns.catalog.deleteCategory]: { request: VersionedIdRequest & { moveTo?: number }; reply: DeletedView & { productsMoved: number } };
  [Patterns.catalog.categoryHistory]: { request: IdRequest; reply: HistoryEntry[] };
  [Patterns.catalog.categoryVersion]: { request: KeptVersionRequest; reply: KeptVersion };
  [Patterns.catalog.restoreCategory]: { request: RestoreRequest; reply: CategoryView };
  [Patterns.catalog.getExchangeRates]: { request: NoPayload; reply: ExchangeRatesView };
  [Patterns.catalog.saveExchangeRates]: { request: { settings: Partial<ExchangeRatesFields>; expectedVersion?: number }; reply: ExchangeRatesView };
  [Patterns.catalog.exchangeRatesHistory]: { request: NoPayload; reply: HistoryEntry[] };
  [Patterns.catalog.mediaUsage]: { request: { fileId: string }; reply: MediaUsage };
  [Patterns.catalog.stageImport]: { request: StagePartRequest<CatalogueList>; reply: { staged: number } };
  [Patterns.catalog.applyImport]: { request: { importId: string; dryRun: boolean }; reply: CatalogueImportResult };
  [Patterns.catalog.discardImport]: { request: { importId: string }; reply: { discarded: number } };

  [Patterns.content.health]: { request: NoPayload; reply: HealthReport };
  [Patterns.content.submitDemoRequest]: { request: DemoRequestFields; reply: DemoRequestView };
  [Patterns.content.submitContact]: { request: ContactMessageFields; reply: ContactMessageView };
  [Patterns.content.listNews]: { request: PageRequest & { scope: 'published' | 'all'; search?: string }; reply: Page<NewsView> };
  [Patterns.content.getNews]: { request: { slug: string }; reply: NewsView };
  [Patterns.content.createNews]: { request: { authorId: number; article: NewsFields }; reply: NewsView };
  [Patterns.content.updateNews]: { request: VersionedIdRequest & { authorId: number; article: Partial<NewsFields> }; reply: NewsView };
  [Patterns.content.deleteNews]: { request: VersionedIdRequest; reply: DeletedView };
  [Patterns.content.newsHistory]: { request: IdRequest; reply: HistoryEntry[] };
  [Patterns.content.newsVersion]: { request: KeptVersionRequest; reply: KeptVersion };
  [Patterns.content.restoreNews]: { request: RestoreRequest; reply: NewsView };
  [Patterns.content.listBlogs]: { request: PageRequest & { scope: 'published' | 'all'; search?: string; tag?: string }; reply: Page<BlogView> };
  [Patterns.content.getBlog]: { request: { slug: string }; reply: BlogView };
  [Patterns.content.createBlog]: { request: { authorId: number; article: BlogFields }; reply: BlogView };
  [Patterns.content.updateBlog]: { request: VersionedIdRequest & { authorId: number; article: Partial<BlogFields> }; reply: BlogView };
  [Patterns.content.deleteBlog]: { request: VersionedIdRequest; reply: DeletedView };
  [Patterns.content.blogHistory]: { request: IdRequest; reply: HistoryEntry[] };
  [Patterns.content.blogVersion]: { request: KeptVersionRequest; reply: KeptVersion };
  [Patterns.content.restoreBlog]: { request: RestoreRequest; reply: BlogView };
  [Patterns.content.listEnquiries]: { request: PageRequest & { kind?: EnquiryKind; status?: EnquiryStatus }; reply: EnquiryPage };
  [Patterns.content.setEnquiryStatus]: { request: { kind: EnquiryKind; id: number; status: EnquiryStatus }; reply: EnquiryView };
  [Patterns.content.mediaUsage]: { request: { fileId: string }; reply: MediaUsage };
  [Patterns.content.stageImport]: { request: StagePartRequest<ContentList>; reply: { staged: number } };
  [Patterns.content.applyImport]: { request: { importId: string; dryRun: boolean; authorId: number }; reply: ContentImportResult };
  [Patterns.content.discardImport]: { request: { importId: string }; reply: { discarded: number } };
  [Patterns.media.health]: { request: NoPayload; reply: HealthReport };
  [Patterns.media.list]: { request: PageRequest & { category?: MediaCategory; search?: string }; reply: Page<MediaItem> };
  [Patterns.media.delete]: { request: { id: string }; reply: MediaDeleted };
  [Patterns.media.restore]: { request: { id: string }; reply: MediaItem };
  [Patterns.media.endpoint]: { request: NoPayload; reply: { url: string } };
}

/** Every event with its payload. */
export interface EventContract {
  [Events.catalogChanged]: CatalogChange;
  [Events.contentChanged]: ContentChange;
  [Events.sessionRevoked]: { tokenHash: string };
  [Events.userChanged]: { userId: number };
}

export type RequestPattern = keyof RequestContract;
export type RequestOf<P extends RequestPattern> = RequestContract[P]['request'];
export type ReplyOf<P extends RequestPattern> = RequestContract[P]['reply'];
export type EventName = keyof EventContract;
export type EventOf<E extends EventName> = EventContract[E];

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
/** Compile-time guarantee that the map covers every declared pattern and event. */
type Uncovered = [patterns: Exclude<Leaves<typeof Patterns>, RequestPattern>, events: Exclude<Leaves<typeof Events>, EventName>];
export const CONTRACT_COVERS_EVERY_PATTERN: Uncovered extends [never, never] ? true : Uncovered = true;

import type { ServiceName } from './constants.js';

/** A user as every API answer shows it: never the password hash. */
export interface UserView {
  id: number;
  username: string;
  role: string;
  /** Moves on every change of the account: sent back (If-Match), a stale change is refused (412). */
  version: number;
  createdAt: string;
}

/** A product as every API answer shows it (SPEC §3). */
export interface ProductView {
  id: number;
  name: string;
  manufacturer: string;
  description: string;
  model: string | null;
  category: string | null;
  categoryId: number | null;
  shortDescription: string | null;
  /** decimal(10,2) as a string, e.g. "129.90"; null when there is no price. */
  price: string | null;
  currency: string;
  image: string | null;
  imageGallery: string[];
  specifications: Record<string, string>;
  features: string[];
  tags: string[];
  dimensions: string | null;
  weight: string | null;
  powerRequirements: string | null;
  operatingTemp: string | null;
  connectivity: string[];
  certifications: string[];
  datasheet: string | null;
  website: string | null;
  availability: string;
  stock: number | null;
  minOrderQty: number;
  leadTime: string | null;
  isActive: boolean;
  isFeatured: boolean;
  isPublished: boolean;
  sortOrder: number;
  seoTitle: string;
  seoDescription: string;
  lorawan: boolean;
  range: string | null;
  batteryLife: string | null;
  /** Moves on every save: sent back with a save or delete (If-Match or `version`), a stale one is refused (412). */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One kept version of a product, category or article, as its history lists it. */
/** One kept version's fields, as the history keeps them (a record's editable fields). */
export interface KeptVersion {
  version: number;
  values: Record<string, unknown>;
}

export interface HistoryEntry {
  version: number;
  savedAt: string;
  /** The admin who saved it; null for a version saved before history was kept (seeded or imported). */
  savedBy: string | null;
  /** When the save was a restore: the version it brought back. */
  restoredFrom: number | null;
  /** The fields this version changed against the kept version before it (none for the oldest kept). */
  changed: string[];
}

/** A category name as products carry it, and how many products in scope carry it. */
export interface CategoryCount {
  name: string;
  count: number;
}

export interface CategoryView {
  id: number;
  name: string;
  description: string | null;
  parentId: number | null;
  isActive: boolean;
  sortOrder: number;
  /** Moves on every save: sent back with a save or delete (If-Match or `version`), a stale one is refused (412). */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** What catalog export produces and import accepts (the catalogue half of SPEC's export bundle). */
export interface CatalogueBundle {
  categories: Array<Partial<CategoryView> & { name: string }>;
  products: Array<Partial<ProductView> & { name: string; manufacturer: string; description: string }>;
}

export interface ImportCount {
  created: number;
  skipped: number;
}

export interface CatalogueImportResult {
  categories: ImportCount;
  products: ImportCount;
}

export interface ContentImportResult {
  news: ImportCount;
  blogs: ImportCount;
}

export interface DeletedView {
  id: number;
  deleted: true;
}

export interface MessageView {
  message: string;
}

export type ComponentState = 'up' | 'down';

/** `GET /api/status`: the message bus and every service behind the gateway, for the status page and operators. */
export interface PlatformStatus {
  status: 'operational' | 'degraded';
  bus: ComponentState;
  services: Record<ServiceName, ComponentState>;
  checkedAt: string;
}

/** One page of a list: the items, how many match in all, and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** The marketplace's query: every field optional. */
export interface ProductQuery {
  /** Case-insensitive substring of the name, manufacturer or description. */
  search?: string;
  /** A category name, matched case-insensitively. */
  category?: string;
  sort?: import('./constants.js').ProductSort;
  /** Items per page, 1 to PAGE_SIZE_MAX. */
  limit?: number;
  /** Where the page starts: the nextCursor of the page before. */
  cursor?: string;
}

/** What news articles and blog posts share (SPEC §3). `publishedAt` is when it was last saved as published; null for a draft. */
export interface ArticleView {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  authorId: number;
  isPublished: boolean;
  publishedAt: string | null;
  /** Moves on every save: sent back with a save or delete (If-Match or `version`), a stale one is refused (412). */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A news article (SPEC §3). */
export interface NewsView extends ArticleView {
  category: string;
}

/** A blog post (SPEC §3): like news, with tags instead of a category. */
export interface BlogView extends ArticleView {
  tags: string[];
}

/** The payload of POST /api/demo-request (SPEC §3), and what is stored of it. */
export interface DemoRequestFields {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  industry?: import('./constants.js').Industry | null;
  projectDescription?: string | null;
}

export interface DemoRequestView extends Required<DemoRequestFields> {
  id: number;
  createdAt: string;
}

/** The payload of POST /api/contact (SPEC §3 contact_submissions). */
export interface ContactMessageFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactMessageView extends ContactMessageFields {
  id: number;
  createdAt: string;
}

/** The e-mail alert of one enquiry. */
export interface EnquiryAlertView {
  state: import('./constants.js').AlertState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** One row of the enquiries inbox: a demo request or a contact message, with its status and its alert. */
export interface EnquiryView {
  kind: import('./constants.js').EnquiryKind;
  id: number;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string | null;
  industry: string | null;
  status: import('./constants.js').EnquiryStatus;
  handledAt: string | null;
  createdAt: string;
  alert: EnquiryAlertView;
}

/** The inbox page, and whether e-mail alerts are configured at all. */
export interface EnquiryPage extends Page<EnquiryView> {
  alertsEnabled: boolean;
}

/** SPEC §3's export bundle: the catalogue and the news. */
export interface ExportBundle extends CatalogueBundle {
  version: number;
  exportedAt: string;
  news: Array<Partial<NewsView> & { title: string }>;
  /** Beside SPEC's three lists; a bundle without it imports no blog posts. */
  blogs?: Array<Partial<BlogView> & { title: string }>;
}

/** What POST /api/admin/import-data answers. */
export interface ImportResult extends CatalogueImportResult, ContentImportResult {
  dryRun: boolean;
  message: string;
}

/** A media library item (SPEC §3 media_files). `url` and `thumbnailUrl` are stable public paths under /api/images. */
export interface MediaItem {
  id: string;
  filename: string;
  originalName: string;
  mimeType: string;
  category: import('./constants.js').MediaCategory;
  url: string;
  uploadedBy: string;
  size: number;
  thumbnailUrl: string | null;
  uploadedAt: string;
  createdAt: string;
  updatedAt: string;
}

/** What POST /api/admin/media/upload answers (SPEC §7). */
export interface UploadResult {
  file: MediaItem;
}

import type { ServiceName } from './constants.js';

/** A user as every API answer shows it: never the password hash. */
export interface UserView {
  id: number;
  username: string;
  role: string;
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
  createdAt: string;
  updatedAt: string;
}

export interface CategoryView {
  id: number;
  name: string;
  description: string | null;
  parentId: number | null;
  isActive: boolean;
  sortOrder: number;
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

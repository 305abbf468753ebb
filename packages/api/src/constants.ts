/** Values SPEC §3 and §9 fix, shared by the forms in the browser and the rules on the server. */

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'Custom'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';
/** The choice for a unit of the seller's own, not an ISO 4217 code: its prices show as plain amounts. */
export const CUSTOM_CURRENCY: Currency = 'Custom';

/** Only 'Available' is special (SPEC §3); any other text is shown as it is. */
export const DEFAULT_AVAILABILITY = 'Available';

export const ADMIN_ROLE = 'admin';
export const DEFAULT_ROLE = 'user';
/** The roles an account may have: 'admin' may use /admin, 'user' may not. */
export const USER_ROLES = [ADMIN_ROLE, DEFAULT_ROLE] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Password bounds, shown by the account forms and enforced by identity. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
export const USERNAME_MAX_LENGTH = 100;

/** The demo-request form's industry options (SPEC §3). */
export const INDUSTRIES = [
  'manufacturing',
  'agriculture',
  'water-management',
  'smart-buildings',
  'energy',
  'logistics',
  'environmental',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** The sensor categories SPEC §2 builds keyword lists for. */
export const PRODUCT_CATEGORY_NAMES = ['Soil Moisture', 'Temperature & Humidity', 'Water Level', 'Light Sensor', 'Pressure', 'Air Quality'] as const;

/** decimal(10,2): up to 8 digits before the point and 2 after. */
export const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * What is wrong with a price as typed or sent (text, trimmed; empty is no price), in the words the server answers and
 * the product form shows at the field; undefined when it is a price.
 */
export function priceProblem(price: string): string | undefined {
  const value = price.trim();
  if (value === '' || PRICE_PATTERN.test(value)) return undefined;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(value)) return 'price must be a number, e.g. "129.99", or empty for no price';
  if (value.startsWith('-') && Number(value) !== 0) return 'price must not be negative';
  if (/\.\d{3,}$/.test(value)) return 'price must have at most 2 decimals';
  if (Number(value) >= 100_000_000) return 'price must be less than 100,000,000';
  return 'price must be written with digits only, e.g. "129.99"';
}

/**
 * Size bounds of stored fields, shared by the admin forms and the server's rules. They keep every
 * record small: a product filled to every cap with ASCII text serialises to about 36 KB of JSON
 * (`catalog.test.ts` computes it), so no record, and no page of records, can outgrow a message.
 */
export const FIELD_LIMITS = {
  /** One-line texts: names, model, dimensions, weight, lead time, SEO title, ... */
  shortText: 200,
  categoryName: 100,
  /** A category's description. */
  mediumText: 1000,
  /** A product's description, and the fields that default to it (short and SEO descriptions). */
  longText: 4000,
  /** website, datasheet, image and each gallery image. */
  url: 500,
  /** Items of each text list (features, tags, connectivity, certifications) and their length. */
  listItems: 20,
  listItemText: 120,
  galleryImages: 8,
  specificationEntries: 30,
  specificationName: 50,
  specificationValue: 150,
  /** News and blog articles: title, excerpt, body, category; and people's names in enquiries. */
  articleTitle: 200,
  articleExcerpt: 1000,
  articleContent: 50_000,
  articleCategory: 100,
  personName: 100,
  /** The longest address RFC 5321 lets through. */
  email: 254,
  company: 200,
  /** A demo request's project details, a contact message's body and its subject. */
  enquiryText: 5000,
  enquirySubject: 200,
} as const;

/** What the enquiries inbox holds: demo requests (the site's contact form) and contact messages. */
export const ENQUIRY_KINDS = ['demo', 'contact'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_STATUSES = ['new', 'handled'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** Where an enquiry's e-mail alert stands: queued and retrying, sent, given up, or alerts are off (no SMTP_URL). */
export const ALERT_STATES = ['pending', 'sent', 'failed', 'off'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** The largest value of a Postgres integer column (ids, stock, quantities, sort orders). */
export const INTEGER_MAX = 2_147_483_647;

/** The processes behind the gateway, each listening on the bus under its own name. */
export const SERVICE_NAMES = ['identity', 'catalog', 'content', 'media'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Orders the marketplace offers (SPEC §9); without one, the catalogue's own order (sortOrder, then newest). */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The most items one page may hold; a page may hold fewer, so that it always fits one message. */
export const PAGE_SIZE_MAX = 100;
export const DEFAULT_PAGE_SIZE = 24;
/** How many saved versions of a product, category or article are kept (the newest; older ones go as new ones come). */
export const HISTORY_PER_RECORD = 20;
/** The most category names one answer lists (a catalogue has a handful; the bound keeps the answer one message). */
export const CATEGORY_COUNTS_MAX = 500;

/** What a media file is (SPEC §3): pictures get variants, documents are kept as sent. */
export const MEDIA_CATEGORIES = ['image', 'document'] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

/** What an upload may be (the media service tells it by the file's bytes, not its name): type, extension, name, kind. */
export const UPLOAD_TYPES: ReadonlyArray<{ mime: string; ext: string; name: string; category: MediaCategory }> = [
  { mime: 'image/png', ext: 'png', name: 'PNG', category: 'image' },
  { mime: 'image/jpeg', ext: 'jpg', name: 'JPEG', category: 'image' },
  { mime: 'image/gif', ext: 'gif', name: 'GIF', category: 'image' },
  { mime: 'image/webp', ext: 'webp', name: 'WebP', category: 'image' },
  { mime: 'application/pdf', ext: 'pdf', name: 'PDF', category: 'document' },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', name: 'Word (.docx)', category: 'document' },
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', name: 'Excel (.xlsx)', category: 'document' },
  {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ext: 'pptx',
    name: 'PowerPoint (.pptx)',
    category: 'document',
  },
];

/** The upload types of the given kinds, as people read them: "PNG, JPEG, GIF or WebP". */
export function uploadTypesText(categories: readonly MediaCategory[] = MEDIA_CATEGORIES): string {
  const names = UPLOAD_TYPES.filter((t) => categories.includes(t.category)).map((t) => t.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
}
/** SPEC §9's upload hint, enforced by the server. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The longest file name an upload keeps, in characters. */
export const UPLOAD_NAME_MAX = 255;

/** SPEC §9's brand colours. */
export const BRAND_COLORS = {
  teal: '#00d4aa',
  cyan: '#0dceda',
  navy: '#1e293b',
  mist: '#f8fafc',
  white: '#ffffff',
  slate: '#94a3b8',
} as const;

/**
 * The brand's mark on a 48-unit square: a LoRa chirp (a wave whose pitch rises) ending in the sensor's node,
 * in navy on a teal-to-cyan tile. The header, the footer, the logo, the favicon and the site's pictures draw it.
 */
export const BRAND_MARK = {
  size: 48,
  radius: 12,
  chirp:
    'M9 26L10 24.5L11 22.9L12 21.3L13 19.7L14 18.3L15 17.1L16 16.3L17 16L18 16.2L19 17.1L20 18.7L21 20.9L22 23.7L23 26.7L24 29.8' +
    'L25 32.6L26 34.8L27 35.9L28 35.8L29 34.2L30 31.4L31 27.7L32 23.5L33 19.7L34 17L35 16',
  stroke: 4.5,
  node: { cx: 35, cy: 16, r: 4.5, stroke: 2.5 },
} as const;

/**
 * The site's own pictures (`site/<name>`, seeded with the products): drawn 800×600, stored as WebP in each of
 * `widths` (`site/<name>-<width>.webp`, the middle one also as `site/<name>.webp`) and as a JPEG fallback
 * (`site/<name>.jpg`), so a page can offer them in a srcset.
 */
export const SITE_PICTURE = { width: 800, height: 600, widths: [480, 800, 1200] } as const;

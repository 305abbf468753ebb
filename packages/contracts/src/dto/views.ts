import { ApiProperty, ApiPropertyOptional } from './api-docs.js';
import {
  MEDIA_CATEGORIES,
  type MediaCategory,
  type MediaItem,
  type UploadResult,
  ALERT_STATES,
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  INDUSTRIES,
  type AlertState,
  type BlogView,
  type CatalogueBundle,
  type ContactMessageView,
  type DemoRequestView,
  type EnquiryAlertView,
  type EnquiryKind,
  type EnquiryPage,
  type EnquiryStatus,
  type EnquiryView,
  type ExportBundle,
  type ImportCount,
  type ImportResult,
  type Industry,
  type NewsView,
  CURRENCIES,
  SERVICE_NAMES,
  type ApiErrorBody,
  type CategoryCount,
  type CategoryView,
  type ComponentState,
  type DeletedView,
  type MessageView,
  type Page,
  type PlatformStatus,
  type ProductView,
  type ServiceName,
  type UserView,
  type HistoryEntry,
  type KeptVersion,
} from '@lora/api';

/**
 * The OpenAPI schemas of what the API answers. Each class implements the view type of
 * `@lora/api`, so the document cannot drift from the types the browser and the services use.
 */

type PropertyDecorator = (target: object, key: string) => void;
const text = (example?: string): PropertyDecorator => ApiProperty({ type: String, example });
const nullableText = (example?: string): PropertyDecorator => ApiProperty({ type: String, nullable: true, example });
const int = (example?: number): PropertyDecorator => ApiProperty({ type: 'integer', example });
const nullableInt = (example?: number): PropertyDecorator => ApiProperty({ type: 'integer', nullable: true, example });
const flag = (): PropertyDecorator => ApiProperty({ type: Boolean });
const textList = (): PropertyDecorator => ApiProperty({ type: [String] });
const timestamp = (): PropertyDecorator => ApiProperty({ type: String, format: 'date-time', example: '2026-01-20T09:00:00.000Z' });
/** A record's version, as optimistic saves check it. */
const version = (): PropertyDecorator =>
  ApiProperty({
    type: 'integer',
    minimum: 1,
    description: 'Moves on every save; send it back (If-Match or version) and a stale save or delete is a 412',
  });

export class UserViewDto implements UserView {
  @int(1) id: number;
  @text('admin') username: string;
  @ApiProperty({ type: String, example: 'admin', description: "'admin' marks an administrator; the default is 'user'" }) role: string;
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    description: 'Moves on every change of the account; send it back (If-Match) and a stale role change, reset or delete is a 412',
  })
  version: number;
  @timestamp() createdAt: string;
}

export class ProductViewDto implements ProductView {
  @int(1) id: number;
  @text('SoilSense Pro') name: string;
  @text('Acme Sensing') manufacturer: string;
  @text() description: string;
  @nullableText() model: string | null;
  @nullableText('Soil Moisture') category: string | null;
  @nullableInt() categoryId: number | null;
  @nullableText() shortDescription: string | null;
  @ApiProperty({ type: String, nullable: true, example: '129.90', description: 'decimal(10,2) as a string; null when there is no price' })
  price: string | null;
  @ApiProperty({ type: String, example: 'USD', description: `One of ${CURRENCIES.join(', ')}` }) currency: string;
  @nullableText('/api/images/products/soilsense-pro.webp') image: string | null;
  @textList() imageGallery: string[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { Range: '15 km' } })
  specifications: Record<string, string>;
  @textList() features: string[];
  @textList() tags: string[];
  @nullableText() dimensions: string | null;
  @nullableText() weight: string | null;
  @nullableText() powerRequirements: string | null;
  @nullableText() operatingTemp: string | null;
  @textList() connectivity: string[];
  @textList() certifications: string[];
  @nullableText() datasheet: string | null;
  @nullableText() website: string | null;
  @text('Available') availability: string;
  @nullableInt() stock: number | null;
  @int(1) minOrderQty: number;
  @nullableText() leadTime: string | null;
  @flag() isActive: boolean;
  @flag() isFeatured: boolean;
  @flag() isPublished: boolean;
  @int(0) sortOrder: number;
  @text() seoTitle: string;
  @text() seoDescription: string;
  @flag() lorawan: boolean;
  @nullableText('15 km') range: string | null;
  @nullableText('10 years') batteryLife: string | null;
  @version() version: number;
  @timestamp() createdAt: string;
  @timestamp() updatedAt: string;
}

export class CategoryCountDto implements CategoryCount {
  @text('Soil Moisture') name: string;
  @int(1) count: number;
}

/** One kept version of a record (its history). */
export class KeptVersionDto implements KeptVersion {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The kept version' }) version: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { name: 'SM300 Soil Moisture Sensor', price: '129.99' },
    description: "The record's editable fields as that version saved them",
  })
  values: Record<string, unknown>;
}

export class HistoryEntryDto implements HistoryEntry {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The version this save wrote' }) version: number;
  @timestamp() savedAt: string;
  @ApiProperty({ type: String, nullable: true, example: 'admin', description: 'Who saved it; null for a version saved before history was kept' })
  savedBy: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'When the save was a restore: the version it brought back' })
  restoredFrom: number | null;
  @ApiProperty({
    type: [String],
    example: ['price', 'description'],
    description: 'The fields this version changed against the kept version before it (none for the oldest kept)',
  })
  changed: string[];
}

export class CategoryViewDto implements CategoryView {
  @int(1) id: number;
  @text('Soil Moisture') name: string;
  @nullableText() description: string | null;
  @nullableInt() parentId: number | null;
  @flag() isActive: boolean;
  @int(0) sortOrder: number;
  @version() version: number;
  @timestamp() createdAt: string;
  @timestamp() updatedAt: string;
}

export class DeletedDto implements DeletedView {
  @int(1) id: number;
  @ApiProperty({ type: Boolean, enum: [true] }) deleted: true;
}

export class CategoryDeletedDto extends DeletedDto {
  @ApiProperty({ type: 'integer', description: 'Products that were in the category, moved to the moveTo category (0 without one)' })
  productsMoved: number;
}

export class MessageDto implements MessageView {
  @text('Signed out') message: string;
}

export class UserPageDto implements Page<UserView> {
  @ApiProperty({ type: [UserViewDto] }) items: UserViewDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: String, nullable: true, description: 'The cursor of the next page; null on the last page' }) nextCursor: string | null;
}

export class AdminPingDto {
  @ApiProperty({ type: Boolean, enum: [true] }) ok: true;
  @ApiProperty({ type: UserViewDto }) user: UserViewDto;
}

const componentState = (): PropertyDecorator => ApiProperty({ type: String, enum: ['up', 'down'] });

class ServiceStatesDto implements Record<ServiceName, ComponentState> {
  @componentState() identity: ComponentState;
  @componentState() catalog: ComponentState;
  @componentState() content: ComponentState;
  @componentState() media: ComponentState;
}

export class PlatformStatusDto implements PlatformStatus {
  @ApiProperty({ type: String, enum: ['operational', 'degraded'] }) status: 'operational' | 'degraded';
  @componentState() bus: ComponentState;
  @ApiProperty({ type: ServiceStatesDto, description: `Each of ${SERVICE_NAMES.join(', ')}` }) services: Record<ServiceName, ComponentState>;
  @timestamp() checkedAt: string;
}

export class ApiErrorDto implements ApiErrorBody {
  @ApiProperty({ type: 'integer', example: 400 }) statusCode: number;
  @ApiProperty({ type: String, example: 'Bad Request' }) error: string;
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: ['name is required'],
    description: 'What went wrong; a list names every bad field',
  })
  message: string | string[];
  @ApiProperty({ type: String, example: '7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d' }) requestId: string;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'A 412 only: the record as it is stored now (its fields and version), to compare with the change refused',
  })
  current?: object;
}

export class ProductPageDto implements Page<ProductView> {
  @ApiProperty({ type: [ProductViewDto] }) items: ProductViewDto[];
  @ApiProperty({ type: 'integer', description: 'How many products match the query in all' }) total: number;
  @ApiProperty({ type: String, nullable: true, description: 'The cursor of the next page; null on the last page' }) nextCursor: string | null;
}

abstract class ArticleViewDto {
  @int(1) id: number;
  @text('LoRaWAN 1.1 rolls out to every gateway') title: string;
  @ApiProperty({ type: String, example: 'lorawan-1-1-rolls-out-to-every-gateway', description: 'Made from the title on every save' }) slug: string;
  @text() excerpt: string;
  @text() content: string;
  @nullableText('/api/images/news/gateway.webp') featuredImage: string | null;
  @ApiProperty({ type: 'integer', description: 'The admin who created it' }) authorId: number;
  @flag() isPublished: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was last saved as published; null for a draft' })
  publishedAt: string | null;
  @version() version: number;
  @timestamp() createdAt: string;
  @timestamp() updatedAt: string;
}

export class NewsViewDto extends ArticleViewDto implements NewsView {
  @text('LoRaWAN') category: string;
}

export class BlogViewDto extends ArticleViewDto implements BlogView {
  @textList() tags: string[];
}

export class NewsPageDto implements Page<NewsView> {
  @ApiProperty({ type: [NewsViewDto] }) items: NewsViewDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: String, nullable: true, description: 'The cursor of the next page; null on the last page' }) nextCursor: string | null;
}

export class BlogPageDto implements Page<BlogView> {
  @ApiProperty({ type: [BlogViewDto] }) items: BlogViewDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: String, nullable: true, description: 'The cursor of the next page; null on the last page' }) nextCursor: string | null;
}

export class DemoRequestViewDto implements DemoRequestView {
  @int(1) id: number;
  @text('Ada') firstName: string;
  @text('Lovelace') lastName: string;
  @text('ada@example.com') email: string;
  @text('Analytical Engines Ltd') company: string;
  @ApiProperty({ type: String, enum: [...INDUSTRIES], nullable: true }) industry: Industry | null;
  @nullableText() projectDescription: string | null;
  @timestamp() createdAt: string;
}

export class ContactMessageViewDto implements ContactMessageView {
  @int(1) id: number;
  @text('Ada Lovelace') name: string;
  @text('ada@example.com') email: string;
  @text('Gateway pricing') subject: string;
  @text() message: string;
  @timestamp() createdAt: string;
}

class EnquiryAlertDto implements EnquiryAlertView {
  @ApiProperty({ type: String, enum: [...ALERT_STATES], description: 'off: no SMTP_URL configured when it arrived' }) state: AlertState;
  @int(1) attempts: number;
  @nullableText() lastError: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
}

export class EnquiryViewDto implements EnquiryView {
  @ApiProperty({ type: String, enum: [...ENQUIRY_KINDS] }) kind: EnquiryKind;
  @int(1) id: number;
  @text('Ada Lovelace') name: string;
  @text('ada@example.com') email: string;
  @nullableText() company: string | null;
  @text('Demo request') subject: string;
  @nullableText() message: string | null;
  @nullableText() industry: string | null;
  @ApiProperty({ type: String, enum: [...ENQUIRY_STATUSES] }) status: EnquiryStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) handledAt: string | null;
  @timestamp() createdAt: string;
  @ApiProperty({ type: EnquiryAlertDto }) alert: EnquiryAlertDto;
}

export class EnquiryPageDto implements EnquiryPage {
  @ApiProperty({ type: [EnquiryViewDto] }) items: EnquiryViewDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
  @ApiProperty({ type: Boolean, description: 'Whether e-mail alerts are configured (SMTP_URL)' }) alertsEnabled: boolean;
}

class ImportCountDto implements ImportCount {
  @int(3) created: number;
  @int(1) skipped: number;
}

export class ImportResultDto implements ImportResult {
  @ApiProperty({ type: ImportCountDto }) categories: ImportCount;
  @ApiProperty({ type: ImportCountDto }) products: ImportCount;
  @ApiProperty({ type: ImportCountDto }) news: ImportCount;
  @ApiProperty({ type: ImportCountDto }) blogs: ImportCount;
  @ApiProperty({ type: Boolean, description: 'true: nothing was written' }) dryRun: boolean;
  @text('Imported 3 categories, 12 products, 4 news items and 2 blog posts; skipped 2 existing.') message: string;
}

export class ExportBundleDto implements ExportBundle {
  @ApiProperty({ type: 'integer', example: 1, description: 'The bundle format' }) version: number;
  @timestamp() exportedAt: string;
  @ApiProperty({ type: [CategoryViewDto] }) categories: CatalogueBundle['categories'];
  @ApiProperty({ type: [ProductViewDto] }) products: CatalogueBundle['products'];
  @ApiProperty({ type: [NewsViewDto] }) news: ExportBundle['news'];
  @ApiPropertyOptional({ type: [BlogViewDto], description: "Beside SPEC's three lists; a bundle without it imports no blog posts" })
  blogs?: ExportBundle['blogs'];
}

export class MediaItemDto implements MediaItem {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @text('0b5c7a9e-2f4d-4c1b-9a8e-3d2f1c0b9a8e.webp') filename: string;
  @text('gateway-photo.jpg') originalName: string;
  @text('image/webp') mimeType: string;
  @ApiProperty({ type: String, enum: [...MEDIA_CATEGORIES] }) category: MediaCategory;
  @ApiProperty({ type: String, example: '/api/images/uploads/0b5c7a9e-2f4d-4c1b-9a8e-3d2f1c0b9a8e.webp', description: 'Stable public URL' })
  url: string;
  @text('admin') uploadedBy: string;
  @ApiProperty({ type: 'integer', description: 'Bytes' }) size: number;
  @nullableText('/api/images/uploads/0b5c7a9e-2f4d-4c1b-9a8e-3d2f1c0b9a8e-thumb.webp') thumbnailUrl: string | null;
  @timestamp() uploadedAt: string;
  @timestamp() createdAt: string;
  @timestamp() updatedAt: string;
}

export class MediaPageDto implements Page<MediaItem> {
  @ApiProperty({ type: [MediaItemDto] }) items: MediaItemDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
}

export class UploadResultDto implements UploadResult {
  @ApiProperty({ type: MediaItemDto }) file: MediaItemDto;
}

export class MediaDeletedDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: Boolean, enum: [true] }) deleted: true;
  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'Until then POST /api/admin/media/{id}/restore brings the file back (Undo); after it, the file and its variants are gone',
  })
  restorableUntil: string;
}

import { ApiPropertyOptional } from './api-docs.js';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Min, ValidateBy } from 'class-validator';
import { CURRENCIES, DEFAULT_AVAILABILITY, DEFAULT_CURRENCY, FIELD_LIMITS, priceProblem } from '@lora/api';
import type { CategoryFields, ProductFields } from '../contract.js';
import {
  IdQuery,
  IsFieldPatch,
  VersionedIdQuery,
  OptionalChoice,
  OptionalFlag,
  OptionalInt,
  OptionalText,
  OptionalWebAddress,
  RequiredFlag,
  RequiredText,
  TextList,
  TextMap,
} from './fields.js';

/** A price as text: what is wrong with it in words (`priceProblem`, which the product form shows at the field too). */
function IsPrice(): PropertyDecorator {
  const problem = (value: unknown) => (typeof value === 'string' ? priceProblem(value) : 'price must be text, a number or null, e.g. "129.99"');
  return ValidateBy({ name: 'isPrice', validator: { validate: (value) => !problem(value), defaultMessage: (args) => problem(args?.value) ?? '' } });
}
const { longText: LONG_TEXT, categoryName: CATEGORY_NAME } = FIELD_LIMITS;

/** Price arrives as a string, a number, '' or null; it is stored and answered as a string. */
const normalisePrice = ({ value }: { value: unknown }) => {
  if (value === undefined || value === null) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
};

/**
 * SPEC §3/§5 product insert schema plus the product form's lists. `id` and timestamps are stripped.
 * shortDescription and seoDescription share the description's cap: the form and the answers fill
 * them with the description, and what the API answers it must take back.
 */
export class ProductInput implements ProductFields {
  @RequiredText() name: string;
  @RequiredText() manufacturer: string;
  @RequiredText(LONG_TEXT) description: string;
  @OptionalText() model?: string | null;
  @OptionalText(CATEGORY_NAME) category?: string | null;
  @OptionalInt(1) categoryId?: number | null;
  @OptionalText(LONG_TEXT) shortDescription?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '129.99', description: 'decimal(10,2) as a string; "" or null for no price' })
  @Transform(normalisePrice)
  @IsOptional()
  @IsPrice()
  price?: string | null;

  @OptionalChoice(CURRENCIES, DEFAULT_CURRENCY) currency?: string | null;
  @OptionalWebAddress('web-or-site-path') image?: string | null;
  @TextList({ maxItems: FIELD_LIMITS.galleryImages, itemMax: FIELD_LIMITS.url, webAddresses: 'web-or-site-path' }) imageGallery?: string[];
  @TextMap({ maxEntries: FIELD_LIMITS.specificationEntries, nameMax: FIELD_LIMITS.specificationName, valueMax: FIELD_LIMITS.specificationValue })
  specifications?: Record<string, string>;
  @TextList() features?: string[];
  @TextList() tags?: string[];
  @OptionalText() dimensions?: string | null;
  @OptionalText() weight?: string | null;
  @OptionalText() powerRequirements?: string | null;
  @OptionalText() operatingTemp?: string | null;
  @TextList() connectivity?: string[];
  @TextList() certifications?: string[];
  /** An uploaded file in the datasheet's place (a media library path or another site's URL); empty: the generated PDF. */
  @OptionalWebAddress('web-or-site-path') datasheet?: string | null;
  @OptionalWebAddress() website?: string | null;
  @OptionalText(FIELD_LIMITS.shortText, DEFAULT_AVAILABILITY) availability?: string | null;
  @OptionalInt(0) stock?: number | null;
  @OptionalInt(1, 1) minOrderQty?: number | null;
  @OptionalText() leadTime?: string | null;
  @OptionalFlag(true) isActive?: boolean;
  @OptionalFlag(false) isFeatured?: boolean;
  @OptionalFlag(false) isPublished?: boolean;
  @OptionalInt(0, 0) sortOrder?: number | null;
  @OptionalText() seoTitle?: string | null;
  @OptionalText(LONG_TEXT) seoDescription?: string | null;
  @OptionalFlag(true) lorawan?: boolean;
  @OptionalText() range?: string | null;
  @OptionalText() batteryLife?: string | null;
}

export class PublishInput {
  @RequiredFlag() isPublished: boolean;
}

export class CategoryInput implements CategoryFields {
  @RequiredText(CATEGORY_NAME) name: string;
  @OptionalText(FIELD_LIMITS.mediumText) description?: string | null;
  @OptionalInt(1) parentId?: number | null;
  @OptionalFlag(true) isActive?: boolean;
  @OptionalInt(0, 0) sortOrder?: number | null;
}

export class ProductIdQuery extends IdQuery {
  @IsOptional()
  @IsBoolean()
  includeDrafts?: boolean;
}

/** The fields to change (any of ProductInput's; the rest are kept), and the version they are based on. */
export class UpdateProductCommand extends VersionedIdQuery {
  @IsFieldPatch() product: Partial<ProductFields>;
}

export class PublishProductCommand extends IdQuery {
  @IsBoolean({ message: 'isPublished must be true or false' })
  isPublished: boolean;
}

/** A category to delete, and where its products go (see CategoryDeleteQuery). */
export class DeleteCategoryCommand extends VersionedIdQuery {
  @IsOptional() @IsInt() @Min(1) moveTo?: number;
}

/** The fields to change (any of CategoryInput's; the rest are kept), and the version they are based on. */
export class UpdateCategoryCommand extends VersionedIdQuery {
  @IsFieldPatch() category: Partial<CategoryFields>;
}

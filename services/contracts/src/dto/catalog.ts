import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, ValidateBy, ValidateNested, type ValidationOptions } from 'class-validator';
import { CURRENCIES, DEFAULT_CURRENCY, FIELD_LIMITS, PRICE_PATTERN } from '@lora/api';
import type { CategoryFields, ProductFields } from '../contract.js';
import { IdQuery, OptionalFlag, OptionalInt, OptionalText, RequiredFlag, RequiredText, TextList, blankToNull } from './fields.js';

export const PRICE_MESSAGE = 'price must be a non-negative number with at most 8 digits before the decimal point and 2 after (e.g. "129.99"), an empty string or null';
const { shortText: SHORT_TEXT, mediumText: MEDIUM_TEXT, longText: LONG_TEXT, specificationEntries: SPEC_ENTRIES_MAX } = FIELD_LIMITS;

/** Price arrives as a string, a number, '' or null; it is stored and answered as a string. */
const normalisePrice = ({ value }: { value: unknown }) => {
  if (value === undefined || value === null) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
};

/** A key → value map of short texts: the product's technical specifications. */
function IsSpecificationMap(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isSpecificationMap',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.keys(value).length <= SPEC_ENTRIES_MAX &&
          Object.entries(value).every(
            ([k, v]) => k.trim() !== '' && k.length <= SHORT_TEXT && typeof v === 'string' && v.length <= MEDIUM_TEXT,
          ),
        defaultMessage: () =>
          `specifications must be an object of at most ${SPEC_ENTRIES_MAX} text values keyed by non-empty names`,
      },
    },
    options,
  );
}

/** SPEC §3/§5 product insert schema plus the product form's lists. `id` and timestamps are stripped. */
export class ProductInput implements ProductFields {
  @RequiredText() name: string;
  @RequiredText() manufacturer: string;
  @RequiredText(LONG_TEXT) description: string;
  @OptionalText() model?: string | null;
  @OptionalText() category?: string | null;
  @OptionalInt(1) categoryId?: number | null;
  @OptionalText(MEDIUM_TEXT) shortDescription?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '129.99', description: 'decimal(10,2) as a string; "" or null for no price' })
  @Transform(normalisePrice)
  @IsOptional()
  @Matches(PRICE_PATTERN, { message: PRICE_MESSAGE })
  @IsString({ message: PRICE_MESSAGE })
  price?: string | null;

  @ApiPropertyOptional({ enum: CURRENCIES, default: DEFAULT_CURRENCY, nullable: true })
  @Transform(blankToNull)
  @IsOptional()
  @IsIn(CURRENCIES as unknown as string[], { message: `currency must be one of ${CURRENCIES.join(', ')}` })
  currency?: string | null;

  @OptionalText(MEDIUM_TEXT) image?: string | null;
  @TextList() imageGallery?: string[];

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, nullable: true, example: { Range: '15 km' } })
  @Transform(({ value }) => (value === null ? {} : value))
  @IsOptional()
  @IsSpecificationMap()
  specifications?: Record<string, string>;

  @TextList() features?: string[];
  @TextList() tags?: string[];
  @OptionalText() dimensions?: string | null;
  @OptionalText() weight?: string | null;
  @OptionalText() powerRequirements?: string | null;
  @OptionalText() operatingTemp?: string | null;
  @TextList() connectivity?: string[];
  @TextList() certifications?: string[];
  @OptionalText(MEDIUM_TEXT) datasheet?: string | null;
  @OptionalText(MEDIUM_TEXT) website?: string | null;
  @OptionalText() availability?: string | null;
  @OptionalInt(0) stock?: number | null;
  @OptionalInt(1) minOrderQty?: number | null;
  @OptionalText() leadTime?: string | null;
  @OptionalFlag() isActive?: boolean;
  @OptionalFlag() isFeatured?: boolean;
  @OptionalFlag() isPublished?: boolean;
  @OptionalInt(0) sortOrder?: number | null;
  @OptionalText() seoTitle?: string | null;
  @OptionalText(MEDIUM_TEXT) seoDescription?: string | null;
  @OptionalFlag() lorawan?: boolean;
  @OptionalText() range?: string | null;
  @OptionalText() batteryLife?: string | null;
}

export class PublishInput {
  @RequiredFlag() isPublished: boolean;
}

export class CategoryInput implements CategoryFields {
  @RequiredText(FIELD_LIMITS.categoryName) name: string;
  @OptionalText(MEDIUM_TEXT) description?: string | null;
  @OptionalInt(1) parentId?: number | null;
  @OptionalFlag() isActive?: boolean;
  @OptionalInt(0) sortOrder?: number | null;
}

export class ProductIdQuery extends IdQuery {
  @IsOptional()
  @IsBoolean()
  includeDrafts?: boolean;
}

export class UpdateProductCommand extends IdQuery {
  @ValidateNested()
  @Type(() => ProductInput)
  product: ProductInput;
}

export class PublishProductCommand extends IdQuery {
  @IsBoolean({ message: 'isPublished must be true or false' })
  isPublished: boolean;
}

export class UpdateCategoryCommand extends IdQuery {
  @ValidateNested()
  @Type(() => CategoryInput)
  category: CategoryInput;
}

export class ImportCatalogueCommand {
  @IsOptional()
  @IsArray({ message: 'categories must be a list' })
  categories?: unknown[];

  @IsOptional()
  @IsArray({ message: 'products must be a list' })
  products?: unknown[];
}

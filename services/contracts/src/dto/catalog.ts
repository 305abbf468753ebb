import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'Custom'] as const;
export const DEFAULT_AVAILABILITY = 'Available';
const SHORT_TEXT = 200;
const LONG_TEXT = 20_000;
const LIST_MAX = 100;
const SPEC_ENTRIES_MAX = 100;

/** decimal(10,2): up to 8 digits before the point and 2 after. */
export const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
export const PRICE_MESSAGE = 'price must be a non-negative number with at most 8 digits before the decimal point and 2 after (e.g. "129.99"), an empty string or null';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional text: trimmed, and blank becomes null. */
const blankToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};
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
            ([k, v]) => k.trim() !== '' && k.length <= SHORT_TEXT && typeof v === 'string' && v.length <= 2000,
          ),
        defaultMessage: () =>
          `specifications must be an object of at most ${SPEC_ENTRIES_MAX} text values keyed by non-empty names`,
      },
    },
    options,
  );
}

function OptionalText(max = SHORT_TEXT) {
  return (target: object, key: string) => {
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max })(target, key);
    Transform(blankToNull)(target, key);
    IsOptional()(target, key);
    IsString({ message: `${key} must be text or null` })(target, key);
    MaxLength(max)(target, key);
  };
}

function RequiredText(max = SHORT_TEXT) {
  return (target: object, key: string) => {
    ApiProperty({ type: String, maxLength: max })(target, key);
    Transform(trim)(target, key);
    // Registration order is checking order: type first, so a missing field reads "must be a string".
    IsString({ message: `${key} is required and must be text` })(target, key);
    IsNotEmpty({ message: `${key} is required` })(target, key);
    MaxLength(max)(target, key);
  };
}

function TextList() {
  return (target: object, key: string) => {
    ApiPropertyOptional({ type: [String], default: [] })(target, key);
    Transform(({ value }) => (value === null ? [] : Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value))(target, key);
    IsOptional()(target, key);
    IsArray({ message: `${key} must be a list of texts` })(target, key);
    ArrayMaxSize(LIST_MAX)(target, key);
    IsString({ each: true, message: `${key} must be a list of texts` })(target, key);
  };
}

function OptionalInt(min: number) {
  return (target: object, key: string) => {
    ApiPropertyOptional({ type: Number, nullable: true, minimum: min })(target, key);
    IsOptional()(target, key);
    IsInt({ message: `${key} must be a whole number or null` })(target, key);
    Min(min)(target, key);
  };
}

function OptionalFlag() {
  return (target: object, key: string) => {
    ApiPropertyOptional({ type: Boolean })(target, key);
    IsOptional()(target, key);
    IsBoolean({ message: `${key} must be true or false` })(target, key);
  };
}

/** SPEC §3/§5 product insert schema plus the product form's lists. `id` and timestamps are stripped. */
export class ProductInput {
  @RequiredText() name: string;
  @RequiredText() manufacturer: string;
  @RequiredText(LONG_TEXT) description: string;
  @OptionalText() model?: string | null;
  @OptionalText() category?: string | null;
  @OptionalInt(1) categoryId?: number | null;
  @OptionalText(2000) shortDescription?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '129.99', description: 'decimal(10,2) as a string; "" or null for no price' })
  @Transform(normalisePrice)
  @IsOptional()
  @Matches(PRICE_PATTERN, { message: PRICE_MESSAGE })
  @IsString({ message: PRICE_MESSAGE })
  price?: string | null;

  @ApiPropertyOptional({ enum: CURRENCIES, default: 'USD' })
  @Transform(blankToNull)
  @IsOptional()
  @IsIn(CURRENCIES as unknown as string[], { message: `currency must be one of ${CURRENCIES.join(', ')}` })
  currency?: string | null;

  @OptionalText(2000) image?: string | null;
  @TextList() imageGallery?: string[];

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, example: { Range: '15 km' } })
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
  @OptionalText(2000) datasheet?: string | null;
  @OptionalText(2000) website?: string | null;
  @OptionalText() availability?: string | null;
  @OptionalInt(0) stock?: number | null;
  @OptionalInt(1) minOrderQty?: number | null;
  @OptionalText() leadTime?: string | null;
  @OptionalFlag() isActive?: boolean;
  @OptionalFlag() isFeatured?: boolean;
  @OptionalFlag() isPublished?: boolean;
  @OptionalInt(0) sortOrder?: number | null;
  @OptionalText() seoTitle?: string | null;
  @OptionalText(2000) seoDescription?: string | null;
  @OptionalFlag() lorawan?: boolean;
  @OptionalText() range?: string | null;
  @OptionalText() batteryLife?: string | null;
}

export class PublishInput {
  @ApiProperty()
  @IsBoolean({ message: 'isPublished must be true or false' })
  isPublished: boolean;
}

export class CategoryInput {
  @RequiredText(100) name: string;
  @OptionalText(2000) description?: string | null;
  @OptionalInt(1) parentId?: number | null;
  @OptionalFlag() isActive?: boolean;
  @OptionalInt(0) sortOrder?: number | null;
}

/** A product as every API answer shows it. */
export interface ProductView {
  id: number;
  name: string;
  manufacturer: string;
  description: string;
  model: string | null;
  category: string | null;
  categoryId: number | null;
  shortDescription: string | null;
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

/** Every command that names one record by id. */
export class IdQuery {
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a positive whole number' })
  id: number;
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

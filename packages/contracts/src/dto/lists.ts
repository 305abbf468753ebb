import { ApiPropertyOptional } from './api-docs.js';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { PAGE_SIZE_MAX, PRODUCT_SORTS, type ProductQuery, type ProductSort } from '@lora/api';
import { decodeCursor } from '../paging.js';
import { WellFormedText } from './fields.js';

const trimmedOrUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** An optional search term of the catalogue: trimmed (blank means none), text, at most 200 characters, well formed. */
function SearchText(description: string): PropertyDecorator {
  const decorators = [
    ApiPropertyOptional({ type: String, maxLength: 200, description }),
    Transform(trimmedOrUndefined),
    IsOptional(),
    IsString({ message: 'search must be text' }),
    MaxLength(200, { message: 'search must be at most 200 characters' }),
    WellFormedText(),
  ];
  // Applied last to first, as stacked decorators are.
  return (target, key) => [...decorators].reverse().forEach((decorate) => decorate(target, key));
}

/** A cursor this API handed out (opaque to callers). */
function IsCursor() {
  return ValidateBy({
    name: 'isCursor',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length <= 64 && decodeCursor(value) !== undefined,
      defaultMessage: () => 'cursor must be the nextCursor of a previous page',
    },
  });
}

/**
 * A query string's whole number: decimal digits only. `Number()` alone would also read `0x10`, `1e1`, ` 12` and `0b1`;
 * those stay text and fail the integer check, naming the parameter. Bus payloads arrive as numbers and pass as they are.
 */
export const decimalDigits = ({ value }: { value: unknown }) => (typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value);

/** Where a page starts and how long it may be; query strings arrive as text, bus payloads as numbers. */
export class PageQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, description: `Items per page (at most ${PAGE_SIZE_MAX})` })
  @IsOptional()
  @Transform(decimalDigits)
  @IsInt({ message: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
  @Max(PAGE_SIZE_MAX, { message: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
  limit?: number;

  @ApiPropertyOptional({ type: String, description: 'The nextCursor of the previous page' })
  @IsOptional()
  @IsString({ message: 'cursor must be the nextCursor of a previous page' })
  @IsCursor()
  cursor?: string;
}

/** The admin's news or blog list: a page, optionally only the articles whose title or excerpt contains a text. */
export class ArticleQuery extends PageQuery {
  @SearchText('Case-insensitive text in the title or excerpt')
  search?: string;
}

/** The marketplace's query parameters (SPEC §2 /marketplace, §9 search and sort). */
export class ProductQueryDto extends PageQuery implements ProductQuery {
  @SearchText('Case-insensitive text in the name, manufacturer or description')
  search?: string;

  @ApiPropertyOptional({ type: String, maxLength: 100, description: 'A category name (case-insensitive)' })
  @Transform(trimmedOrUndefined)
  @IsOptional()
  @IsString({ message: 'category must be text' })
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  @WellFormedText()
  category?: string;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, description: 'Without it: the catalogue order (sortOrder, then newest)' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;
}

/** The query of the product categories in use: optionally only those of products matching a search. */
export class ProductCategoriesQueryDto {
  @SearchText('Count only products with this text in the name, manufacturer or description')
  search?: string;
}

export const PRODUCT_SCOPES = ['published', 'all'] as const;

/** What the gateway asks the catalog for the categories in use. */
export class ProductCategoriesCommand extends ProductCategoriesQueryDto {
  @IsIn(PRODUCT_SCOPES, { message: `scope must be one of ${PRODUCT_SCOPES.join(', ')}` })
  scope: (typeof PRODUCT_SCOPES)[number];
}

/** What the gateway asks the catalog for: the query, and whether drafts and inactive products count. */
export class ProductListCommand extends ProductQueryDto {
  @IsIn(PRODUCT_SCOPES, { message: `scope must be one of ${PRODUCT_SCOPES.join(', ')}` })
  scope: (typeof PRODUCT_SCOPES)[number];
}

/** True when a query asks for a page rather than the whole list. */
export function asksForPage(query: ProductQuery): boolean {
  return ['search', 'category', 'sort', 'limit', 'cursor'].some((key) => query[key as keyof ProductQuery] !== undefined);
}

const MOVE_TO_MESSAGE = 'moveTo must be the id of another category';

/** Where the products of a deleted category go (DELETE /api/admin/categories/{id}?moveTo=). */
export class CategoryDeleteQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: "Another category: the deleted one's products move there first. Without it, deleting a category that products use is a 409",
  })
  @IsOptional()
  @Transform(decimalDigits)
  @IsInt({ message: MOVE_TO_MESSAGE })
  @Min(1, { message: MOVE_TO_MESSAGE })
  moveTo?: number;
}

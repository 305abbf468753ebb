import { ApiProperty, ApiPropertyOptional } from './api-docs.js';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  isURL,
  type ValidationOptions,
} from 'class-validator';
import { FIELD_LIMITS, INTEGER_MAX } from '@lora/api';

/**
 * Field rules every write payload is built from: each one declares the OpenAPI schema, the
 * normalisation and the validation of one kind of field, so every service words its 400s alike.
 * One rule for null everywhere: an optional field sent as null takes its default (null, the empty
 * list, or the value SPEC §9 gives it), on create and update alike.
 */

type FieldDecorator = (target: object, key: string) => void;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Optional text: trimmed, and blank becomes null. */
export const blankToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Blank text and null take the field's default. */
const blankTo = (fallback: unknown) => (params: { value: unknown }) => {
  const value = blankToNull(params);
  return value === null ? fallback : value;
};

/** A NUL (Postgres text cannot hold one) or half of a surrogate pair (no character at all). */
const MALFORMED_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isWellFormedText = (value: string): boolean => !MALFORMED_TEXT.test(value);

export const malformedTextMessage = (field: string) => `${field} must not contain NUL characters or unpaired surrogates`;

/** Text that can be stored exactly as sent. Non-text passes, for the type rule before it to answer. */
export function WellFormedText(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isWellFormedText',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || isWellFormedText(value),
        defaultMessage: (args) => malformedTextMessage(args?.property ?? 'text'),
      },
    },
    options,
  );
}

/** A path on this site ("/api/images/x.webp"), not one that browsers read as another host ("//x", "/\x"). */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

export type WebAddressKind = 'web' | 'web-or-site-path';

function isWebAddress(value: unknown, kind: WebAddressKind): boolean {
  if (typeof value !== 'string') return true;
  if (kind === 'web-or-site-path' && SITE_PATH.test(value)) return true;
  return isURL(value, {
    protocols: ['http', 'https'],
    require_protocol: true,
    require_valid_protocol: true,
    require_tld: false,
    allow_underscores: true,
  });
}

function IsWebAddress(kind: WebAddressKind, message: string, options?: ValidationOptions) {
  return ValidateBy(
    { name: 'isWebAddress', validator: { validate: (value: unknown) => isWebAddress(value, kind), defaultMessage: () => message } },
    options,
  );
}

/** Required text, trimmed; missing, non-text or blank is a 400 naming the field. */
export function RequiredText(max: number = FIELD_LIMITS.shortText): FieldDecorator {
  return (target, key) => {
    ApiProperty({ type: String, maxLength: max })(target, key);
    Transform(trim)(target, key);
    // Registration order is checking order: type first, so a missing field reads "is required and must be text".
    IsString({ message: `${key} is required and must be text` })(target, key);
    IsNotEmpty({ message: `${key} is required` })(target, key);
    WellFormedText()(target, key);
    MaxLength(max)(target, key);
  };
}

/** A required e-mail address, trimmed; checked as browsers' type=email fields check it, and capped. */
export function RequiredEmail(max: number = FIELD_LIMITS.email): FieldDecorator {
  return (target, key) => {
    ApiProperty({ type: String, format: 'email', maxLength: max })(target, key);
    Transform(trim)(target, key);
    IsString({ message: `${key} is required and must be text` })(target, key);
    IsNotEmpty({ message: `${key} is required` })(target, key);
    // Before the address check, which throws on a lone surrogate rather than saying no.
    WellFormedText()(target, key);
    MaxLength(max, { message: `${key} must be at most ${max} characters` })(target, key);
    IsEmail({}, { message: `${key} must be a valid e-mail address` })(target, key);
  };
}

/** Optional text, trimmed; blank and null become `fallback` (null unless the field has a default). */
export function OptionalText(max: number = FIELD_LIMITS.shortText, fallback: string | null = null): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max, ...(fallback === null ? {} : { default: fallback }) })(target, key);
    Transform(blankTo(fallback))(target, key);
    IsOptional()(target, key);
    IsString({ message: `${key} must be text or null` })(target, key);
    WellFormedText()(target, key);
    MaxLength(max)(target, key);
  };
}

const webAddressMessage = (field: string, kind: WebAddressKind) =>
  kind === 'web' ? `${field} must be an http or https URL` : `${field} must be an http or https URL, or a path on this site starting with /`;

/** An optional link: an absolute http(s) URL, or for images also a path on this site; never `javascript:` and the like. */
export function OptionalWebAddress(kind: WebAddressKind = 'web'): FieldDecorator {
  return (target, key) => {
    OptionalText(FIELD_LIMITS.url)(target, key);
    IsWebAddress(kind, webAddressMessage(key, kind))(target, key);
  };
}

export interface TextListOptions {
  maxItems?: number;
  itemMax?: number;
  /** Each item must be a link of this kind. */
  webAddresses?: WebAddressKind;
}

/** A list of short, non-empty texts, each trimmed; null is the empty list. */
export function TextList(options: TextListOptions = {}): FieldDecorator {
  const { maxItems = FIELD_LIMITS.listItems, itemMax = FIELD_LIMITS.listItemText, webAddresses } = options;
  return (target, key) => {
    ApiPropertyOptional({ type: 'array', items: { type: 'string', minLength: 1, maxLength: itemMax }, default: [], maxItems, nullable: true })(
      target,
      key,
    );
    Transform(({ value }: { value: unknown }) =>
      value === null ? [] : Array.isArray(value) ? (value as unknown[]).map((v) => (typeof v === 'string' ? v.trim() : v)) : value,
    )(target, key);
    IsOptional()(target, key);
    IsArray({ message: `${key} must be a list of texts` })(target, key);
    ArrayMaxSize(maxItems, { message: `${key} must have at most ${maxItems} items` })(target, key);
    IsString({ each: true, message: `${key} must be a list of texts` })(target, key);
    IsNotEmpty({ each: true, message: `${key} must not contain empty items` })(target, key);
    WellFormedText({ each: true })(target, key);
    MaxLength(itemMax, { each: true, message: `${key} items must be at most ${itemMax} characters` })(target, key);
    if (webAddresses) {
      const message =
        webAddresses === 'web'
          ? `${key} items must be http or https URLs`
          : `${key} items must be http or https URLs, or paths on this site starting with /`;
      IsWebAddress(webAddresses, message, { each: true })(target, key);
    }
  };
}

export interface TextMapOptions {
  maxEntries: number;
  nameMax: number;
  valueMax: number;
}

/** What is wrong with a name → text map, or null when nothing is. */
function textMapProblem(field: string, value: unknown, { maxEntries, nameMax, valueMax }: TextMapOptions): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${field} must be an object of text values keyed by names`;
  const entries = Object.entries(value);
  if (entries.length > maxEntries) return `${field} must have at most ${maxEntries} entries`;
  for (const [name, text] of entries) {
    if (name.trim() === '') return `${field} names must not be empty`;
    if (name.length > nameMax) return `${field} names must be at most ${nameMax} characters`;
    if (typeof text !== 'string') return `${field} values must be text`;
    if (text.length > valueMax) return `${field} values must be at most ${valueMax} characters`;
    if (!isWellFormedText(name) || !isWellFormedText(text)) return malformedTextMessage(field);
  }
  return null;
}

/**
 * A name → text map (a product's technical specifications); null is the empty map. Keys are kept
 * exactly as sent: the map is taken from the request as it came, not rebuilt by class-transformer,
 * which would drop keys such as "toString".
 */
export function TextMap(options: TextMapOptions): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      type: 'object',
      additionalProperties: { type: 'string', maxLength: options.valueMax },
      maxProperties: options.maxEntries,
      nullable: true,
      example: { Range: '15 km' },
    })(target, key);
    Transform(({ obj }) => ((obj as Record<string, unknown>)[key] === null ? {} : (obj as Record<string, unknown>)[key]))(target, key);
    IsOptional()(target, key);
    ValidateBy({
      name: 'isTextMap',
      validator: {
        validate: (value: unknown) => textMapProblem(key, value, options) === null,
        defaultMessage: (args) => textMapProblem(key, args?.value, options) ?? '',
      },
    })(target, key);
  };
}

/** An optional whole number from `min` to the largest integer column value; null takes `fallback`. */
export function OptionalInt(min: number, fallback: number | null = null): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: 'integer', nullable: true, minimum: min, maximum: INTEGER_MAX, ...(fallback === null ? {} : { default: fallback }) })(
      target,
      key,
    );
    if (fallback !== null) Transform(({ value }: { value: unknown }) => (value === null ? fallback : value))(target, key);
    IsOptional()(target, key);
    IsInt({ message: `${key} must be a whole number or null` })(target, key);
    Min(min)(target, key);
    Max(INTEGER_MAX)(target, key);
  };
}

/** An optional true/false; null takes the flag's default. */
export function OptionalFlag(fallback: boolean): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: Boolean, nullable: true, default: fallback })(target, key);
    Transform(({ value }: { value: unknown }) => (value === null ? fallback : value))(target, key);
    IsOptional()(target, key);
    IsBoolean({ message: `${key} must be true or false` })(target, key);
  };
}

export function RequiredFlag(): FieldDecorator {
  return (target, key) => {
    ApiProperty({ type: Boolean })(target, key);
    IsBoolean({ message: `${key} must be true or false` })(target, key);
  };
}

/** One of a fixed list; blank and null take `fallback`. */
export function OptionalChoice(choices: readonly string[], fallback: string | null): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ enum: [...choices], nullable: true, ...(fallback === null ? {} : { default: fallback }) })(target, key);
    Transform(blankTo(fallback))(target, key);
    IsOptional()(target, key);
    IsIn([...choices], { message: `${key} must be one of ${choices.join(', ')}` })(target, key);
  };
}

/** Every command that names one record by id. */
export class IdQuery {
  // Checked bottom-up: a non-number fails the first rule, so it never reads "greater than".
  @Max(INTEGER_MAX, { message: `id must not be greater than ${INTEGER_MAX}` })
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a positive whole number' })
  id: number;
}

/** One kept version of a record (see its history). */
export class KeptVersionQuery extends IdQuery {
  @Max(INTEGER_MAX, { message: `version must not be greater than ${INTEGER_MAX}` })
  @IsInt({ message: 'version must be a whole number' })
  @Min(1, { message: 'version must be a positive whole number' })
  version: number;
}

/** A save or delete that may name the version it is based on: a stale one is refused (412). */
export class VersionedIdQuery extends IdQuery {
  @IsOptional() @IsInt() @Min(1) expectedVersion?: number;
}

/** A restore of a kept version as a new save, based on the version the caller saw. */
export class RestoreCommand extends VersionedIdQuery {
  @Max(INTEGER_MAX, { message: `fromVersion must not be greater than ${INTEGER_MAX}` })
  @IsInt({ message: 'fromVersion must be a whole number' })
  @Min(1, { message: 'fromVersion must be a positive whole number' })
  fromVersion: number;
}

/** A partial save: the fields sent, checked by the service once merged with the stored record. */
export const IsFieldPatch = () => IsObject({ message: 'the body must be an object of the fields to change' });

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { FIELD_LIMITS } from '@lora/api';

/**
 * Field rules every write payload is built from: each one declares the OpenAPI schema, the
 * normalisation and the validation of one kind of field, so every service words its 400s alike.
 */

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Optional text: trimmed, and blank becomes null. */
export const blankToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

type FieldDecorator = (target: object, key: string) => void;

/** Required text, trimmed; missing, non-text or blank is a 400 naming the field. */
export function RequiredText(max: number = FIELD_LIMITS.shortText): FieldDecorator {
  return (target, key) => {
    ApiProperty({ type: String, maxLength: max })(target, key);
    Transform(trim)(target, key);
    // Registration order is checking order: type first, so a missing field reads "is required and must be text".
    IsString({ message: `${key} is required and must be text` })(target, key);
    IsNotEmpty({ message: `${key} is required` })(target, key);
    MaxLength(max)(target, key);
  };
}

export function OptionalText(max: number = FIELD_LIMITS.shortText): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max })(target, key);
    Transform(blankToNull)(target, key);
    IsOptional()(target, key);
    IsString({ message: `${key} must be text or null` })(target, key);
    MaxLength(max)(target, key);
  };
}

/** A list of short texts; null is the empty list. */
export function TextList(): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: [String], default: [], maxItems: FIELD_LIMITS.listItems })(target, key);
    Transform(({ value }) => (value === null ? [] : Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value))(target, key);
    IsOptional()(target, key);
    IsArray({ message: `${key} must be a list of texts` })(target, key);
    ArrayMaxSize(FIELD_LIMITS.listItems)(target, key);
    IsString({ each: true, message: `${key} must be a list of texts` })(target, key);
  };
}

/** An optional whole number of at least `min`; null asks for the field's default. */
export function OptionalInt(min: number): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: 'integer', nullable: true, minimum: min })(target, key);
    IsOptional()(target, key);
    IsInt({ message: `${key} must be a whole number or null` })(target, key);
    Min(min)(target, key);
  };
}

export function OptionalFlag(): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: Boolean })(target, key);
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

/** Every command that names one record by id. */
export class IdQuery {
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a positive whole number' })
  id: number;
}

import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate } from 'class-validator';
import { ServiceError } from './errors.js';

export function flattenValidationErrors(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...flattenValidationErrors(error.children ?? [], path)];
  });
}

/** How many levels of objects and lists an input may nest; the deepest real payload (an import bundle) has 4. */
export const MAX_INPUT_DEPTH = 10;

/** Keys that class-transformer and Nest's pipe would drop without a word; refused instead. */
const REFUSED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Where a nested value sits, as the field messages name it: `specifications`, `products[0].name`, `tags["a b"]`. */
function childPath(parent: string, key: string, inList: boolean, atTop: boolean): string {
  if (inList) return `${parent}[${key}]`;
  if (!/^[A-Za-z_$][\w$]*$/.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return atTop ? key : `${parent}.${key}`;
}

/**
 * What is wrong with the shape of an input before anything walks it recursively: nested deeper than
 * MAX_INPUT_DEPTH, or a key from REFUSED_KEYS. Walks with its own stack, so no input can overflow it.
 */
export function inputShapeProblem(input: unknown, label = 'body'): string | null {
  const pending: Array<{ value: unknown; depth: number; path: string }> = [{ value: input, depth: 1, path: label }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth, path } = next;
    if (depth > MAX_INPUT_DEPTH) return `${label} is nested more than ${MAX_INPUT_DEPTH} levels deep`;
    const isList = Array.isArray(value);
    for (const [key, child] of Object.entries(value as object)) {
      if (!isList && REFUSED_KEYS.has(key)) return `${path} must not have a key named "${key}"`;
      if (child === null || typeof child !== 'object') continue;
      pending.push({ value: child, depth: depth + 1, path: childPath(path, key, isList, depth === 1) });
    }
  }
  return null;
}

/**
 * Nest's ValidationPipe behind a check of the input's shape, so a deep input is a 400 rather than a
 * stack overflow in class-transformer, and an odd key is refused rather than silently dropped.
 */
class ShapeCheckedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A NATS payload counts as a body; custom parameters (the request, the user) are the server's own.
    const sent = (metadata.type === 'body' || metadata.type === 'query') && value !== null && typeof value === 'object';
    const problem = sent ? inputShapeProblem(value, metadata.type) : null;
    if (problem) throw await this.exceptionFactory([{ property: metadata.type, constraints: { inputShape: problem }, children: [] }]);
    return super.transform(value, metadata);
  }
}

/** The one validation pipe of the gateway and of every service; `toError` makes their own kind of error. */
export function inputValidationPipe(toError: (messages: string[]) => unknown): ValidationPipe {
  return new ShapeCheckedValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => toError(flattenValidationErrors(errors)),
  });
}

/** The same rules as the gateway's pipe: services never trust their callers' payloads. */
export function serviceValidationPipe(): ValidationPipe {
  return inputValidationPipe((messages) => new ServiceError('validation', messages));
}

/** Validates one plain object against a DTO class, answering 400 with `<label>: <messages>`. */
export async function validateInput<T extends object>(cls: new () => T, plain: unknown, label?: string): Promise<T> {
  const prefix = (messages: string[]) => (label ? messages.map((m) => `${label}: ${m}`) : messages);
  if (!plain || typeof plain !== 'object' || Array.isArray(plain)) {
    throw new ServiceError('validation', `${label ?? 'body'} must be an object`);
  }
  const problem = inputShapeProblem(plain);
  if (problem) throw new ServiceError('validation', prefix([problem]));
  const instance = plainToInstance(cls, plain);
  const errors = await validate(instance, { whitelist: true, stopAtFirstError: true, forbidUnknownValues: false });
  if (errors.length) throw new ServiceError('validation', prefix(flattenValidationErrors(errors)));
  return instance;
}

/** The properties a validated input class declares (what its validation keeps). */
export function fieldsOf(cls: new () => object): string[] {
  return [
    ...new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(cls, '', true, false)
        .map((m) => m.propertyName),
    ),
  ];
}

/** A stored record's values of the fields `cls` declares (what a save may change). */
export function editableFields(cls: new () => object, stored: object): Record<string, unknown> {
  return Object.fromEntries(fieldsOf(cls).map((field) => [field, (stored as Record<string, unknown>)[field]]));
}

/**
 * A partial save: the stored record's values of `cls`'s fields with the fields sent on top, validated as a whole, so
 * what was not sent is kept and a field sent as null that must have a value is a 400 naming it.
 */
export function validatePatch<T extends object>(cls: new () => T, stored: object, patch: object, label?: string): Promise<T> {
  return validateInput(cls, { ...editableFields(cls, stored), ...patch }, label);
}

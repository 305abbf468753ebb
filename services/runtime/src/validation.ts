import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ServiceError } from './errors.js';

export function flattenValidationErrors(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...flattenValidationErrors(error.children ?? [], path)];
  });
}

/** The same rules as the gateway's pipe: services never trust their callers' payloads. */
export function serviceValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => new ServiceError('validation', flattenValidationErrors(errors)),
  });
}

/** Validates one plain object against a DTO class, answering 400 with `<label>: <messages>`. */
export async function validateInput<T extends object>(cls: new () => T, plain: unknown, label?: string): Promise<T> {
  if (!plain || typeof plain !== 'object' || Array.isArray(plain)) {
    throw new ServiceError('validation', `${label ?? 'body'} must be an object`);
  }
  const instance = plainToInstance(cls, plain);
  const errors = await validate(instance, { whitelist: true, stopAtFirstError: true, forbidUnknownValues: false });
  if (errors.length) {
    const messages = flattenValidationErrors(errors);
    throw new ServiceError('validation', label ? messages.map((m) => `${label}: ${m}`) : messages);
  }
  return instance;
}

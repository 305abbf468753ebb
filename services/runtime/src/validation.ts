import { ValidationPipe, type ValidationError } from '@nestjs/common';
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

import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { INTEGER_MAX } from '@lora/contracts';

/** A path parameter that must be a positive integer (an id, a version): anything else is a 400 naming it. */
export function parsePositiveInt(name: string, value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > INTEGER_MAX) {
    throw new BadRequestException(`${name} must be a positive whole number, got "${value ?? ''}"`);
  }
  return Number(value);
}

export const parseId = (value: string | undefined): number => parsePositiveInt('id', value);

/**
 * The route's `:<name>` as a positive integer; anything else is a 400 that says so, never a 500.
 * A parameter decorator rather than a pipe, so the global ValidationPipe never coerces it first;
 * it declares the path parameter in the OpenAPI document itself.
 */
function positiveIntParam(name: string, description: string) {
  return createParamDecorator(
    (_data: unknown, ctx: ExecutionContext): number =>
      parsePositiveInt(name, ctx.switchToHttp().getRequest<Request>().params[name] as string | undefined),
    [
      (target, key) => {
        if (key === undefined) return;
        const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
        ApiParam({ name, schema: { type: 'integer', minimum: 1, maximum: INTEGER_MAX }, description })(target, key, descriptor);
      },
    ],
  );
}

export const IdParam = positiveIntParam('id', 'The record id');
/** A kept version of the record (its history). */
export const VersionParam = positiveIntParam('version', 'A kept version of the record (see its history)');

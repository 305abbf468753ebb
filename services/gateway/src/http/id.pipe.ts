import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { INTEGER_MAX } from '@lora/contracts';

export function parseId(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > INTEGER_MAX) {
    throw new BadRequestException(`id must be a positive whole number, got "${value ?? ''}"`);
  }
  return Number(value);
}

/**
 * The route's `:id` as a positive integer; anything else is a 400 that says so, never a 500.
 * A parameter decorator rather than a pipe, so the global ValidationPipe never coerces it first;
 * it declares the path parameter in the OpenAPI document itself.
 */
export const IdParam = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): number => parseId(ctx.switchToHttp().getRequest<Request>().params.id as string | undefined),
  [
    (target, key) => {
      if (key === undefined) return;
      const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
      ApiParam({ name: 'id', schema: { type: 'integer', minimum: 1, maximum: INTEGER_MAX }, description: 'The record id' })(target, key, descriptor);
    },
  ],
);

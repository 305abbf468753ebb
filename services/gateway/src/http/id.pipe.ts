import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

export function parseId(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
    throw new BadRequestException(`id must be a positive whole number, got "${value ?? ''}"`);
  }
  return Number(value);
}

/**
 * The route's `:id` as a positive integer; anything else is a 400 that says so, never a 500.
 * A parameter decorator rather than a pipe, so the global ValidationPipe never coerces it first.
 */
export const IdParam = createParamDecorator((_data: unknown, ctx: ExecutionContext): number =>
  parseId(ctx.switchToHttp().getRequest<Request>().params.id as string | undefined),
);

import type { Type } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { EventName } from '@lora/contracts';

/** One cached address: its path, and the query parameters its answer depends on (none when omitted). */
export interface CachedRoute {
  path: RegExp;
  params?: readonly string[];
}

/**
 * What the cache keeps of one domain (derived from the route table, see mount-routes.ts): the public reads it answers
 * to anonymous callers, and the events after which those answers are stale. The cache drops only that domain's entries.
 */
export interface CachedReads {
  domain: string;
  /** Whole paths (no query string) whose anonymous GET answers are kept, with the parameters each reads. */
  routes: readonly CachedRoute[];
  invalidatedBy: readonly EventName[];
}

/** The query parameters a validated query class accepts: the ones the validation pipe keeps (it drops any other). */
export function queryParamsOf(query: Type<unknown>): string[] {
  return [
    ...new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(query, '', true, false)
        .map((m) => m.propertyName),
    ),
  ];
}

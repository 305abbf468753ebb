import type { Type } from '@nestjs/common';
import type { EventName } from '@lora/contracts';

/**
 * What a gateway domain module caches: the public reads it answers to anonymous callers, and the
 * events after which those answers are stale. The cache drops only that domain's entries.
 */
export interface CachedReads {
  domain: string;
  /** Whole paths (no query string) whose anonymous GET answers are kept. */
  routes: readonly RegExp[];
  invalidatedBy: readonly EventName[];
}

/** A gateway module for one domain (auth, catalog, later content, media, seo). */
export type DomainModule = Type<unknown> & { readonly cachedReads?: CachedReads };

import { Injectable } from '@nestjs/common';
import type { PublicReadCache } from '../cache/public-read-cache.js';

export const PUBLIC_READ_CACHE = Symbol('PUBLIC_READ_CACHE');

/** The gateway's handle on its public read cache, for writes that must not wait for the event. */
@Injectable()
export class CatalogCache {
  constructor(private readonly cache: PublicReadCache) {}

  invalidate(): void {
    this.cache.invalidate();
  }
}

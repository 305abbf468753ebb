import { Module } from '@nestjs/common';
import { Events } from '@lora/contracts';
import type { CachedReads } from '../cache/cached-reads.js';
import { CACHED_PAGES } from './site-pages.js';

/**
 * The pages the gateway renders itself (see site-pages.ts, mounted before the API): cached like the
 * API's public reads and dropped with them when the catalogue or the news and blogs change. The news
 * feed, /news/feed.xml, is matched by the article route.
 */
@Module({})
export class SiteModule {
  static readonly cachedReads: CachedReads = {
    domain: 'site',
    routes: CACHED_PAGES,
    invalidatedBy: [Events.catalogChanged, Events.contentChanged],
  };
}

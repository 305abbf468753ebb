import { Module } from '@nestjs/common';
import { BlogListQuery, Events, PageQuery } from '@lora/contracts';
import { queryParamsOf, type CachedReads } from '../../cache/cached-reads.js';
import { ArticlesController } from './articles.controller.js';
import { AdminContentController } from './admin-content.controller.js';
import { EnquiriesController } from './enquiries.controller.js';
import { EnquiryThrottle } from './enquiry-throttle.js';

/** News and blogs (public reads and admin), the site's enquiries and the admin's inbox. */
@Module({ controllers: [ArticlesController, AdminContentController, EnquiriesController], providers: [EnquiryThrottle] })
export class ContentModule {
  static readonly cachedReads: CachedReads = {
    domain: 'content',
    routes: [
      { path: /^\/api\/news$/, params: queryParamsOf(PageQuery) },
      { path: /^\/api\/news\/[^/]+$/ },
      { path: /^\/api\/blogs$/, params: queryParamsOf(BlogListQuery) },
      { path: /^\/api\/blogs\/[^/]+$/ },
    ],
    invalidatedBy: [Events.contentChanged],
  };
}

import { Module } from '@nestjs/common';
import { Events } from '@lora/contracts';
import type { CachedReads } from '../cache/cached-reads.js';
import { ProductsController } from './products.controller.js';
import { AdminCatalogController } from './admin-catalog.controller.js';

/** The public catalogue and its admin routes. */
@Module({ controllers: [ProductsController, AdminCatalogController] })
export class CatalogModule {
  static readonly cachedReads: CachedReads = {
    domain: 'catalog',
    routes: [/^\/api\/products$/, /^\/api\/products\/\d{1,10}$/, /^\/api\/products\/categories$/],
    invalidatedBy: [Events.catalogChanged],
  };
}

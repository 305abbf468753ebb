import { Module } from '@nestjs/common';
import { Events, ProductCategoriesQueryDto, ProductQueryDto } from '@lora/contracts';
import { queryParamsOf, type CachedReads } from '../../cache/cached-reads.js';
import { ProductsController } from './products.controller.js';
import { AdminCatalogController } from './admin-catalog.controller.js';
import { AdminExchangeRatesController } from './admin-exchange-rates.controller.js';
import { DatasheetController } from './datasheet.controller.js';
import { MediaModule } from '../media/media.module.js';

/** The public catalogue (its datasheets too) and its admin routes (the exchange rates too). */
@Module({ imports: [MediaModule], controllers: [ProductsController, DatasheetController, AdminCatalogController, AdminExchangeRatesController] })
export class CatalogModule {
  static readonly cachedReads: CachedReads = {
    domain: 'catalog',
    routes: [
      { path: /^\/api\/products$/, params: queryParamsOf(ProductQueryDto) },
      { path: /^\/api\/products\/\d{1,10}$/ },
      { path: /^\/api\/products\/\d{1,10}\/datasheet\.pdf$/ },
      { path: /^\/api\/products\/categories$/, params: queryParamsOf(ProductCategoriesQueryDto) },
    ],
    invalidatedBy: [Events.catalogChanged],
  };
}

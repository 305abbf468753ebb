import { Module } from '@nestjs/common';
import { storeProvider } from '@lora/runtime';
import { ProductsHandler } from './products/products.handler.js';
import { ProductsService } from './products/products.service.js';
import { ProductListing } from './products/product-listing.js';
import { CategoriesHandler } from './categories/categories.handler.js';
import { CategoriesService } from './categories/categories.service.js';
import { CatalogueTransferHandler } from './transfer/catalogue-transfer.handler.js';
import { CatalogueTransferService } from './transfer/catalogue-transfer.service.js';
import { CatalogStore } from './data/catalog.store.js';
import { ExchangeRatesHandler } from './exchange-rates/exchange-rates.handler.js';
import { ExchangeRatesService } from './exchange-rates/exchange-rates.service.js';

@Module({
  controllers: [ProductsHandler, CategoriesHandler, CatalogueTransferHandler, ExchangeRatesHandler],
  providers: [storeProvider(CatalogStore), ProductsService, ProductListing, CategoriesService, CatalogueTransferService, ExchangeRatesService],
})
export class CatalogModule {}

import { Module } from '@nestjs/common';
import { ProductsHandler } from './products/products.handler.js';
import { ProductsService } from './products/products.service.js';
import { ProductListing } from './products/product-listing.js';
import { CategoriesHandler } from './categories/categories.handler.js';
import { CategoriesService } from './categories/categories.service.js';
import { CatalogueTransferHandler } from './transfer/catalogue-transfer.handler.js';
import { CatalogueTransferService } from './transfer/catalogue-transfer.service.js';
import { CatalogStore } from './catalog.store.js';

@Module({
  controllers: [ProductsHandler, CategoriesHandler, CatalogueTransferHandler],
  providers: [CatalogStore, ProductsService, ProductListing, CategoriesService, CatalogueTransferService],
})
export class CatalogModule {}

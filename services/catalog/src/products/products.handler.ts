import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Handles } from '@lora/runtime';
import {
  IdQuery,
  KeptVersionQuery,
  VersionedIdQuery,
  MediaUsageQuery,
  RestoreCommand,
  type MediaUsage,
  Patterns,
  ProductCategoriesCommand,
  ProductIdQuery,
  ProductInput,
  ProductListCommand,
  PublishProductCommand,
  UpdateProductCommand,
} from '@lora/contracts';
import { ProductsService } from './products.service.js';
import { ProductListing } from './product-listing.js';

@Controller()
export class ProductsHandler {
  constructor(
    @Inject(ProductsService) private readonly products: ProductsService,
    @Inject(ProductListing) private readonly listing: ProductListing,
  ) {}

  @Handles(Patterns.catalog.listProducts)
  list(@Payload() command: ProductListCommand) {
    return this.listing.page(command);
  }

  @Handles(Patterns.catalog.productCategories)
  categories(@Payload() command: ProductCategoriesCommand) {
    return this.listing.categories(command);
  }

  @Handles(Patterns.catalog.mediaUsage)
  mediaUsage(@Payload() query: MediaUsageQuery): Promise<MediaUsage> {
    return this.products.mediaUsage(query.fileId);
  }

  @Handles(Patterns.catalog.getProduct)
  get(@Payload() query: ProductIdQuery) {
    return this.products.get(query.id, query.includeDrafts);
  }

  @Handles(Patterns.catalog.createProduct)
  create(@Payload() product: ProductInput) {
    return this.products.create(product);
  }

  @Handles(Patterns.catalog.updateProduct)
  update(@Payload() command: UpdateProductCommand) {
    return this.products.update(command.id, command.product, command.expectedVersion);
  }

  @Handles(Patterns.catalog.productHistory)
  history(@Payload() query: IdQuery) {
    return this.products.history(query.id);
  }

  @Handles(Patterns.catalog.productVersion)
  keptVersion(@Payload() query: KeptVersionQuery) {
    return this.products.keptVersion(query.id, query.version);
  }

  @Handles(Patterns.catalog.restoreProduct)
  restore(@Payload() command: RestoreCommand) {
    return this.products.restore(command.id, command.fromVersion, command.expectedVersion);
  }

  @Handles(Patterns.catalog.publishProduct)
  publish(@Payload() command: PublishProductCommand) {
    return this.products.publish(command.id, command.isPublished);
  }

  @Handles(Patterns.catalog.deleteProduct)
  remove(@Payload() query: VersionedIdQuery) {
    return this.products.remove(query.id, query.expectedVersion);
  }
}

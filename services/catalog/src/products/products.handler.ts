import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Handles } from '@lora/runtime';
import { IdQuery, Patterns, ProductIdQuery, ProductInput, PublishProductCommand, UpdateProductCommand } from '@lora/contracts';
import { ProductsService } from './products.service.js';

@Controller()
export class ProductsHandler {
  constructor(@Inject(ProductsService) private readonly products: ProductsService) {}

  @Handles(Patterns.catalog.listPublishedProducts)
  listPublished() {
    return this.products.listPublished();
  }

  @Handles(Patterns.catalog.listProducts)
  list() {
    return this.products.list();
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
    return this.products.update(command.id, command.product);
  }

  @Handles(Patterns.catalog.publishProduct)
  publish(@Payload() command: PublishProductCommand) {
    return this.products.publish(command.id, command.isPublished);
  }

  @Handles(Patterns.catalog.deleteProduct)
  remove(@Payload() query: IdQuery) {
    return this.products.remove(query.id);
  }
}

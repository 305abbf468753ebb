import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdQuery, Patterns, ProductIdQuery, ProductInput, PublishProductCommand, UpdateProductCommand } from '@lora/contracts';
import { ProductsService } from './products.service.js';

@Controller()
export class ProductsHandler {
  constructor(@Inject(ProductsService) private readonly products: ProductsService) {}

  @MessagePattern(Patterns.catalog.listPublishedProducts)
  listPublished() {
    return this.products.listPublished();
  }

  @MessagePattern(Patterns.catalog.listProducts)
  list() {
    return this.products.list();
  }

  @MessagePattern(Patterns.catalog.getProduct)
  get(@Payload() query: ProductIdQuery) {
    return this.products.get(query.id, query.includeDrafts);
  }

  @MessagePattern(Patterns.catalog.createProduct)
  create(@Payload() product: ProductInput) {
    return this.products.create(product);
  }

  @MessagePattern(Patterns.catalog.updateProduct)
  update(@Payload() command: UpdateProductCommand) {
    return this.products.update(command.id, command.product);
  }

  @MessagePattern(Patterns.catalog.publishProduct)
  publish(@Payload() command: PublishProductCommand) {
    return this.products.publish(command.id, command.isPublished);
  }

  @MessagePattern(Patterns.catalog.deleteProduct)
  remove(@Payload() query: IdQuery) {
    return this.products.remove(query.id);
  }
}

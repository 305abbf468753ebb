import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CategoryInput, Patterns, IdQuery, UpdateCategoryCommand } from '@lora/contracts';
import { CategoriesService } from './categories.service.js';

@Controller()
export class CategoriesHandler {
  constructor(@Inject(CategoriesService) private readonly categories: CategoriesService) {}

  @MessagePattern(Patterns.catalog.listCategories)
  list() {
    return this.categories.list();
  }

  @MessagePattern(Patterns.catalog.createCategory)
  create(@Payload() category: CategoryInput) {
    return this.categories.create(category);
  }

  @MessagePattern(Patterns.catalog.updateCategory)
  update(@Payload() command: UpdateCategoryCommand) {
    return this.categories.update(command.id, command.category);
  }

  @MessagePattern(Patterns.catalog.deleteCategory)
  remove(@Payload() query: IdQuery) {
    return this.categories.remove(query.id);
  }
}

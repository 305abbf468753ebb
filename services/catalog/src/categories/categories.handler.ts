import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Handles } from '@lora/runtime';
import {
  CategoryInput,
  IdQuery,
  KeptVersionQuery,
  PageQuery,
  Patterns,
  DeleteCategoryCommand,
  RestoreCommand,
  UpdateCategoryCommand,
} from '@lora/contracts';
import { CategoriesService } from './categories.service.js';

@Controller()
export class CategoriesHandler {
  constructor(@Inject(CategoriesService) private readonly categories: CategoriesService) {}

  @Handles(Patterns.catalog.listCategories)
  list(@Payload() query: PageQuery) {
    return this.categories.list(query);
  }

  @Handles(Patterns.catalog.createCategory)
  create(@Payload() category: CategoryInput) {
    return this.categories.create(category);
  }

  @Handles(Patterns.catalog.updateCategory)
  update(@Payload() command: UpdateCategoryCommand) {
    return this.categories.update(command.id, command.category, command.expectedVersion);
  }

  @Handles(Patterns.catalog.categoryHistory)
  history(@Payload() query: IdQuery) {
    return this.categories.history(query.id);
  }

  @Handles(Patterns.catalog.categoryVersion)
  keptVersion(@Payload() query: KeptVersionQuery) {
    return this.categories.keptVersion(query.id, query.version);
  }

  @Handles(Patterns.catalog.restoreCategory)
  restore(@Payload() command: RestoreCommand) {
    return this.categories.restore(command.id, command.fromVersion, command.expectedVersion);
  }

  @Handles(Patterns.catalog.deleteCategory)
  remove(@Payload() command: DeleteCategoryCommand) {
    return this.categories.remove(command.id, command.moveTo, command.expectedVersion);
  }
}

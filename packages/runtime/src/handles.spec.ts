import { describe, expect, it } from '@jest/globals';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { Patterns, type CategoryView, type ProductView } from '@lora/contracts';
import { Handles } from './handles.js';

class ProductsProbe {
  @Handles(Patterns.catalog.getProduct)
  get(query: { id: number }): Promise<ProductView> {
    return Promise.reject(new Error(`not called: ${query.id}`));
  }
}

describe('@Handles', () => {
  it('registers the method for its pattern like @MessagePattern', () => {
    expect(Reflect.getMetadata(PATTERN_METADATA, ProductsProbe.prototype.get)).toEqual([Patterns.catalog.getProduct]);
  });
});

/** Compile-time proofs, never run: a handler that disagrees with the contract map does not compile. */
export class WrongHandlers {
  // @ts-expect-error a product read answers a product, not a category
  @Handles(Patterns.catalog.getProduct)
  answersTheWrongType(): Promise<CategoryView> {
    return Promise.reject(new Error('never'));
  }

  // @ts-expect-error the create command is a product's fields, not an id
  @Handles(Patterns.catalog.createProduct)
  expectsTheWrongPayload(command: { id: number }): Promise<ProductView> {
    return Promise.reject(new Error(`never ${command.id}`));
  }
}

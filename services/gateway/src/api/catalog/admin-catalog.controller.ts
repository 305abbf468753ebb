import { Body, Controller, Headers, HttpCode, Inject, Logger, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CategoryDeleteQuery,
  CategoryCountDto,
  CategoryDeletedDto,
  CategoryInput,
  CategoryViewDto,
  DeletedDto,
  Patterns,
  ProductInput,
  ProductViewDto,
  ProductPageDto,
  ProductCategoriesQueryDto,
  ProductQueryDto,
  PublishInput,
  ServiceBus,
  listAllCategories,
  type CategoryCount,
  type CategoryView,
  type DeletedView,
  type HistoryEntry,
  type KeptVersion,
  type ProductView,
  type ReplyOf,
  type RequestOf,
  type RequestPattern,
} from '@lora/contracts';
import { IdParam, VersionParam } from '../../http/id.pipe.js';
import { HistoryOperation, IfMatchHeader, KeptVersionOperation, RestoreOperation, VersionedSave, expectedVersionOf, patchOf } from '../versions.js';
import { answerProductList } from './product-list.js';
import { Operation } from '../../openapi/operation.js';
import { PublicReadCache } from '../../cache/public-read-cache.js';
import type { ExpressRequest, ExpressResponse } from '../../http/request.js';

/** Admin catalogue routes; /api/admin/* is guarded by AdminAccessMiddleware. */
@ApiTags('admin: catalogue')
@Controller()
export class AdminCatalogController {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(PublicReadCache) private readonly cache: PublicReadCache,
  ) {}

  private readonly logger = new Logger(AdminCatalogController.name);

  /** Sends a catalogue write and drops this replica's cached reads at once (others hear the event). */
  private async write<P extends RequestPattern>(pattern: P, payload: RequestOf<P>): Promise<ReplyOf<P>> {
    try {
      return await this.bus.send(pattern, payload);
    } finally {
      // The API's reads and the pages rendered from the catalogue (product pages, the sitemap).
      this.cache.invalidate('catalog');
      this.cache.invalidate('site');
    }
  }

  @Operation({
    summary: 'Every product, drafts and inactive ones included',
    description: 'Without query parameters: the whole list. With any of search, category, sort, limit or cursor: one page.',
    response: { oneOf: [[ProductViewDto], ProductPageDto] },
    errors: [400],
  })
  async listProducts(@Query() query: ProductQueryDto, @Req() req: ExpressRequest, @Res() res: ExpressResponse): Promise<void> {
    return answerProductList(this.bus, 'all', query, req, res, {
      cacheControl: 'no-store',
      onBrokenStream: (err) => this.logger.error(err, 'GET /api/admin/products broke off after its first page'),
    });
  }

  @Operation({
    summary: 'The categories of every product, drafts included, with their counts',
    description: "Distinct non-empty category names, alphabetical (SPEC's admin category filter); with search, only products matching it count.",
    response: [CategoryCountDto],
    errors: [400],
  })
  productCategories(@Query() query: ProductCategoriesQueryDto): Promise<CategoryCount[]> {
    return this.bus.send(Patterns.catalog.productCategories, { scope: 'all', search: query.search });
  }

  @Operation({ summary: 'Create a product', response: ProductViewDto, status: 201, errors: [409] })
  createProduct(@Body() product: ProductInput): Promise<ProductView> {
    return this.write(Patterns.catalog.createProduct, product);
  }

  @Operation({ summary: 'Update a product (fields not sent are kept)', response: ProductViewDto, errors: [400, 409, 412] })
  @VersionedSave(ProductInput)
  updateProduct(@IdParam() id: number, @Body() body: Record<string, unknown>, @Headers('if-match') ifMatch?: string): Promise<ProductView> {
    return this.write(Patterns.catalog.updateProduct, { id, product: patchOf(body), expectedVersion: expectedVersionOf(ifMatch, body) });
  }

  @HistoryOperation('product')
  productHistory(@IdParam() id: number): Promise<HistoryEntry[]> {
    return this.bus.send(Patterns.catalog.productHistory, { id });
  }

  @KeptVersionOperation('product')
  productVersion(@IdParam() id: number, @VersionParam() version: number): Promise<KeptVersion> {
    return this.bus.send(Patterns.catalog.productVersion, { id, version });
  }

  @RestoreOperation('product', ProductViewDto)
  restoreProduct(@IdParam() id: number, @VersionParam() fromVersion: number, @Headers('if-match') ifMatch?: string): Promise<ProductView> {
    return this.write(Patterns.catalog.restoreProduct, { id, fromVersion, expectedVersion: expectedVersionOf(ifMatch) });
  }

  @Operation({ summary: 'Publish or unpublish a product', response: ProductViewDto })
  publishProduct(@IdParam() id: number, @Body() body: PublishInput): Promise<ProductView> {
    return this.write(Patterns.catalog.publishProduct, { id, isPublished: body.isPublished });
  }

  @HttpCode(200)
  @Operation({ summary: 'Delete a product', response: DeletedDto, errors: [412] })
  @IfMatchHeader()
  deleteProduct(@IdParam() id: number, @Headers('if-match') ifMatch?: string): Promise<DeletedView> {
    return this.write(Patterns.catalog.deleteProduct, { id, expectedVersion: expectedVersionOf(ifMatch) });
  }

  @Operation({ summary: 'Every category, by sortOrder then name', response: [CategoryViewDto] })
  listCategories(): Promise<CategoryView[]> {
    return listAllCategories(this.bus);
  }

  @Operation({ summary: 'Create a category', response: CategoryViewDto, status: 201, errors: [409] })
  createCategory(@Body() category: CategoryInput): Promise<CategoryView> {
    return this.write(Patterns.catalog.createCategory, category);
  }

  @Operation({
    summary: 'Update a category (fields not sent are kept; a rename carries over to its products)',
    response: CategoryViewDto,
    errors: [400, 409, 412],
  })
  @VersionedSave(CategoryInput)
  updateCategory(@IdParam() id: number, @Body() body: Record<string, unknown>, @Headers('if-match') ifMatch?: string): Promise<CategoryView> {
    return this.write(Patterns.catalog.updateCategory, { id, category: patchOf(body), expectedVersion: expectedVersionOf(ifMatch, body) });
  }

  @HistoryOperation('category')
  categoryHistory(@IdParam() id: number): Promise<HistoryEntry[]> {
    return this.bus.send(Patterns.catalog.categoryHistory, { id });
  }

  @KeptVersionOperation('category')
  categoryVersion(@IdParam() id: number, @VersionParam() version: number): Promise<KeptVersion> {
    return this.bus.send(Patterns.catalog.categoryVersion, { id, version });
  }

  @RestoreOperation('category', CategoryViewDto)
  restoreCategory(@IdParam() id: number, @VersionParam() fromVersion: number, @Headers('if-match') ifMatch?: string): Promise<CategoryView> {
    return this.write(Patterns.catalog.restoreCategory, { id, fromVersion, expectedVersion: expectedVersionOf(ifMatch) });
  }

  @HttpCode(200)
  @Operation({
    summary: 'Delete a category: at once when no product uses it; with moveTo, after moving its products there',
    description:
      'A category that products use is not deleted without moveTo: the answer is a 409 saying how many use it. No product is ever ' +
      'left in a category that no longer exists. Its child categories lose their parent.',
    response: CategoryDeletedDto,
    errors: [400, 409, 412],
  })
  @IfMatchHeader()
  deleteCategory(@IdParam() id: number, @Query() query: CategoryDeleteQuery, @Headers('if-match') ifMatch?: string): Promise<CategoryDeletedDto> {
    return this.write(Patterns.catalog.deleteCategory, {
      id,
      expectedVersion: expectedVersionOf(ifMatch),
      ...(query.moveTo === undefined ? {} : { moveTo: query.moveTo }),
    });
  }
}

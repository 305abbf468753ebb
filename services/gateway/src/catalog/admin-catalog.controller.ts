import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import {
  CategoryInput,
  Patterns,
  ProductInput,
  PublishInput,
  ServiceBus,
  type CategoryView,
  type ProductView,
} from '@lora/contracts';
import { IdParam } from '../http/id.pipe.js';
import type { GatewayRequest } from '../http/request.js';
import { PublicReadCache } from '../cache/public-read-cache.js';

/** Admin catalogue routes; /api/admin/* is guarded by AdminAccessMiddleware. */
@ApiTags('admin: catalogue')
@ApiCookieAuth('sid')
@Controller('api/admin')
export class AdminCatalogController {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(PublicReadCache) private readonly cache: PublicReadCache,
  ) {}

  /** Sends a catalogue write and drops this replica's cached reads at once (others hear the event). */
  private async write<T>(req: GatewayRequest, pattern: string, payload: unknown): Promise<T> {
    try {
      return await this.bus.send<T>(pattern, payload, { requestId: req.id });
    } finally {
      this.cache.invalidate();
    }
  }

  @Get('products')
  listProducts(@Req() req: GatewayRequest): Promise<ProductView[]> {
    return this.bus.send(Patterns.catalog.listProducts, {}, { requestId: req.id });
  }

  @Post('products')
  @ApiCreatedResponse({ description: 'The created product' })
  createProduct(@Req() req: GatewayRequest, @Body() product: ProductInput): Promise<ProductView> {
    return this.write(req, Patterns.catalog.createProduct, product);
  }

  @Put('products/:id')
  updateProduct(@Req() req: GatewayRequest, @IdParam() id: number, @Body() product: ProductInput): Promise<ProductView> {
    return this.write(req, Patterns.catalog.updateProduct, { id, product });
  }

  @Patch('products/:id/publish')
  publishProduct(@Req() req: GatewayRequest, @IdParam() id: number, @Body() body: PublishInput): Promise<ProductView> {
    return this.write(req, Patterns.catalog.publishProduct, { id, isPublished: body.isPublished });
  }

  @Delete('products/:id')
  @HttpCode(200)
  deleteProduct(@Req() req: GatewayRequest, @IdParam() id: number) {
    return this.write(req, Patterns.catalog.deleteProduct, { id });
  }

  @Get('categories')
  listCategories(@Req() req: GatewayRequest): Promise<CategoryView[]> {
    return this.bus.send(Patterns.catalog.listCategories, {}, { requestId: req.id });
  }

  @Post('categories')
  @ApiCreatedResponse({ description: 'The created category' })
  createCategory(@Req() req: GatewayRequest, @Body() category: CategoryInput): Promise<CategoryView> {
    return this.write(req, Patterns.catalog.createCategory, category);
  }

  @Put('categories/:id')
  updateCategory(@Req() req: GatewayRequest, @IdParam() id: number, @Body() category: CategoryInput): Promise<CategoryView> {
    return this.write(req, Patterns.catalog.updateCategory, { id, category });
  }

  @Delete('categories/:id')
  @HttpCode(200)
  deleteCategory(@Req() req: GatewayRequest, @IdParam() id: number) {
    return this.write(req, Patterns.catalog.deleteCategory, { id });
  }
}

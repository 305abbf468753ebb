import { Controller, Header, Inject, Logger, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ADMIN_ROLE,
  Patterns,
  CategoryCountDto,
  ProductCategoriesQueryDto,
  ProductPageDto,
  ProductQueryDto,
  ProductViewDto,
  ServiceBus,
  type CategoryCount,
  type ProductView,
  type UserView,
} from '@lora/contracts';
import { answerProductList } from './product-list.js';
import { OptionalUser } from '../../auth/current-user.js';
import { IdParam } from '../../http/id.pipe.js';
import { Operation } from '../../openapi/operation.js';
import type { ExpressRequest, ExpressResponse } from '../../http/request.js';

@ApiTags('catalogue')
@Controller()
export class ProductsController {
  constructor(@Inject(ServiceBus) private readonly bus: ServiceBus) {}

  private readonly logger = new Logger(ProductsController.name);

  @Operation({
    summary: 'Published and active products',
    description:
      'Without query parameters: every product, by sortOrder then newest (SPEC). With any of search, category, sort, ' +
      'limit or cursor: one page with the total count and the next cursor.',
    response: { oneOf: [[ProductViewDto], ProductPageDto] },
    errors: [400],
  })
  async list(@Query() query: ProductQueryDto, @Req() req: ExpressRequest, @Res() res: ExpressResponse): Promise<void> {
    return answerProductList(this.bus, 'published', query, req, res, {
      cacheControl: 'no-cache',
      onBrokenStream: (err) => this.logger.error(err, 'GET /api/products broke off after its first page'),
    });
  }

  @Header('Cache-Control', 'no-cache')
  @Operation({
    summary: 'The categories of published products, with their counts',
    description: 'Distinct non-empty category names, alphabetical; with search, only products matching it count.',
    response: [CategoryCountDto],
    errors: [400],
  })
  categories(@Query() query: ProductCategoriesQueryDto): Promise<CategoryCount[]> {
    return this.bus.send(Patterns.catalog.productCategories, { scope: 'published', search: query.search });
  }

  @Header('Cache-Control', 'no-cache')
  @Operation({
    summary: 'One published, active product',
    description: 'A signed-in admin also gets drafts and inactive products (the admin preview link).',
    response: ProductViewDto,
  })
  get(@IdParam() id: number, @OptionalUser({ visitorWhenUnavailable: true }) user: UserView | null): Promise<ProductView> {
    return this.bus.send(Patterns.catalog.getProduct, { id, includeDrafts: user?.role === ADMIN_ROLE });
  }
}

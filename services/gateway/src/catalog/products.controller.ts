import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ADMIN_ROLE,
  Patterns,
  ProductPageDto,
  ProductQueryDto,
  ProductViewDto,
  ServiceBus,
  asksForPage,
  listAllProducts,
  type Page,
  type ProductView,
  type UserView,
} from '@lora/contracts';
import { OptionalUser } from '../auth/current-user.js';
import { IdParam } from '../http/id.pipe.js';
import { Operation } from '../openapi/operation.js';

@ApiTags('catalogue')
@Controller('api/products')
export class ProductsController {
  constructor(@Inject(ServiceBus) private readonly bus: ServiceBus) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  @Operation({
    summary: 'Published and active products',
    description:
      'Without query parameters: every product, by sortOrder then newest (SPEC). With any of search, category, sort, ' +
      'limit or cursor: one page with the total count and the next cursor.',
    response: { oneOf: [[ProductViewDto], ProductPageDto] },
    errors: [400],
  })
  list(@Query() query: ProductQueryDto): Promise<ProductView[] | Page<ProductView>> {
    if (!asksForPage(query)) return listAllProducts(this.bus, 'published');
    return this.bus.send(Patterns.catalog.listProducts, { ...query, scope: 'published' });
  }

  @Get(':id')
  @Header('Cache-Control', 'no-cache')
  @Operation({
    summary: 'One published, active product',
    description: 'A signed-in admin also gets drafts and inactive products (the admin preview link).',
    response: ProductViewDto,
    session: 'optional',
  })
  get(@IdParam() id: number, @OptionalUser({ visitorWhenUnavailable: true }) user: UserView | null): Promise<ProductView> {
    return this.bus.send(Patterns.catalog.getProduct, { id, includeDrafts: user?.role === ADMIN_ROLE });
  }
}

import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_ROLE, Patterns, ProductViewDto, ServiceBus, type ProductView, type UserView } from '@lora/contracts';
import { OptionalUser } from '../auth/current-user.js';
import { IdParam } from '../http/id.pipe.js';
import { Operation } from '../openapi/operation.js';

@ApiTags('catalogue')
@Controller('api/products')
export class ProductsController {
  constructor(@Inject(ServiceBus) private readonly bus: ServiceBus) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  @Operation({ summary: 'Published and active products, by sortOrder then newest', response: [ProductViewDto] })
  list(): Promise<ProductView[]> {
    return this.bus.send(Patterns.catalog.listPublishedProducts, {});
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

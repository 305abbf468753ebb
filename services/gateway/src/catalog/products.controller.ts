import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ADMIN_ROLE, Patterns, ServiceBus, type ProductView } from '@lora/contracts';
import { SessionService } from '../auth/session.service.js';
import { IdParam } from '../http/id.pipe.js';
import type { GatewayRequest } from '../http/request.js';

@ApiTags('catalogue')
@Controller('api/products')
export class ProductsController {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(SessionService) private readonly sessions: SessionService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ description: 'Published and active products, by sortOrder then newest' })
  list(@Req() req: GatewayRequest): Promise<ProductView[]> {
    return this.bus.send(Patterns.catalog.listPublishedProducts, {}, { requestId: req.id });
  }

  @Get(':id')
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ description: 'One published, active product (drafts too for a signed-in admin)' })
  @ApiNotFoundResponse({ description: 'Missing, unpublished or inactive' })
  async get(@Req() req: GatewayRequest, @IdParam() id: number): Promise<ProductView> {
    const includeDrafts = await this.isAdmin(req);
    return this.bus.send(Patterns.catalog.getProduct, { id, includeDrafts }, { requestId: req.id });
  }

  /** A public read must not fail because identity is down: then the caller is treated as a visitor. */
  private async isAdmin(req: GatewayRequest): Promise<boolean> {
    if (!this.sessions.token(req)) return false;
    try {
      return (await this.sessions.current(req))?.user.role === ADMIN_ROLE;
    } catch {
      return false;
    }
  }
}

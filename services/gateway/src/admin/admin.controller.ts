import { Controller, Get, Inject, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserView } from '@lora/contracts';
import { SessionService } from '../auth/session.service.js';
import type { GatewayRequest } from '../http/request.js';

@ApiTags('admin')
@ApiCookieAuth('sid')
@Controller('api/admin')
export class AdminController {
  constructor(@Inject(SessionService) private readonly sessions: SessionService) {}

  @Get('ping')
  @ApiOkResponse({ description: 'The caller is a signed-in admin' })
  async ping(@Req() req: GatewayRequest): Promise<{ ok: true; user: UserView }> {
    const session = await this.sessions.current(req);
    return { ok: true, user: session!.user };
  }
}

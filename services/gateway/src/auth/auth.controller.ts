import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LoginDto, MessageDto, ServiceCallError, UserViewDto, type MessageView, type UserView } from '@lora/contracts';
import type { ExpressResponse, GatewayRequest } from '../http/request.js';
import { Operation } from '../openapi/operation.js';
import { SessionService } from './session.service.js';
import { LoginThrottle } from './login-throttle.js';
import { OptionalUser } from './current-user.js';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
  ) {}

  @Get('user')
  @Operation({ summary: 'The signed-in user', response: UserViewDto, errors: [401], session: 'required' })
  currentUser(@Req() req: GatewayRequest, @Res({ passthrough: true }) res: ExpressResponse, @OptionalUser() user: UserView | null): UserView {
    if (user) return user;
    // A cookie that no longer names a session is removed, so the browser stops sending it.
    if (this.sessions.token(req)) this.sessions.clearCookie(req, res);
    throw new UnauthorizedException('Not signed in');
  }

  @Post('login')
  @HttpCode(200)
  @Operation({ summary: 'Sign in; sets the session cookie', response: UserViewDto, errors: [401, 429] })
  async login(@Req() req: GatewayRequest, @Res({ passthrough: true }) res: ExpressResponse, @Body() dto: LoginDto): Promise<UserView> {
    const client = req.ip ?? 'unknown';
    await this.throttle.assertAllowed(client);
    try {
      const result = await this.sessions.login(dto.username, dto.password);
      await this.throttle.recordSuccess(client);
      this.sessions.setCookie(req, res, result);
      return result.user;
    } catch (err) {
      if (err instanceof ServiceCallError && err.status === 401) await this.throttle.recordFailure(client);
      throw err;
    }
  }

  @Post('logout')
  @HttpCode(200)
  @Operation({ summary: 'Sign out; the session stops working at once', response: MessageDto, session: 'optional' })
  async logout(@Req() req: GatewayRequest, @Res({ passthrough: true }) res: ExpressResponse): Promise<MessageView> {
    await this.sessions.logout(req);
    this.sessions.clearCookie(req, res);
    return { message: 'Signed out' };
  }
}

import { Body, Controller, HttpCode, Inject, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  LoginDto,
  MessageDto,
  OwnPasswordInput,
  Patterns,
  ServiceBus,
  ServiceCallError,
  UserViewDto,
  type MessageView,
  type UserView,
} from '@lora/contracts';
import type { ExpressResponse, GatewayRequest } from '../../http/request.js';
import { Operation } from '../../openapi/operation.js';
import { SessionService } from '../../auth/session.service.js';
import { LoginThrottle } from './login-throttle.js';
import { CurrentUser, OptionalUser } from '../../auth/current-user.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  @Operation({
    summary: 'Change your own password, whatever your role (the current one is required); your other sessions end',
    response: MessageDto,
    errors: [400, 401],
  })
  changeOwnPassword(@CurrentUser() user: UserView, @Req() req: GatewayRequest, @Body() body: OwnPasswordInput): Promise<MessageView> {
    const keepToken = this.sessions.token(req);
    if (!keepToken) throw new UnauthorizedException('Sign in required');
    return this.bus.send(Patterns.identity.changeOwnPassword, {
      userId: user.id,
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
      keepToken,
    });
  }

  @Operation({ summary: 'The signed-in user', response: UserViewDto, errors: [401] })
  currentUser(@Req() req: GatewayRequest, @Res({ passthrough: true }) res: ExpressResponse, @OptionalUser() user: UserView | null): UserView {
    if (user) return user;
    // A cookie that no longer names a session is removed, so the browser stops sending it.
    if (this.sessions.token(req)) this.sessions.clearCookie(req, res);
    throw new UnauthorizedException('Not signed in');
  }

  @HttpCode(200)
  @Operation({ summary: 'Sign in; sets the session cookie', response: UserViewDto, errors: [401, 429] })
  async login(@Req() req: GatewayRequest, @Res({ passthrough: true }) res: ExpressResponse, @Body() dto: LoginDto): Promise<UserView> {
    const result = await this.throttle.attempt(
      dto.username,
      req.ip ?? 'unknown',
      () => this.sessions.login(dto.username, dto.password),
      (err) => err instanceof ServiceCallError && err.status === 401,
    );
    this.sessions.setCookie(req, res, result);
    return result.user;
  }

  @HttpCode(200)
  @Operation({ summary: 'Sign out; the session stops working at once', response: MessageDto })
  async logout(@Req() req: GatewayRequest, @Res({ passthrough: true }) res: ExpressResponse): Promise<MessageView> {
    await this.sessions.logout(req);
    this.sessions.clearCookie(req, res);
    return { message: 'Signed out' };
  }
}

import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse, ApiTooManyRequestsResponse, ApiBadRequestResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { LoginDto, ServiceCallError, UserViewDto, type UserView } from '@lora/contracts';
import type { GatewayRequest } from '../http/request.js';
import { SessionService } from './session.service.js';
import { LoginThrottle } from './login-throttle.js';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
  ) {}

  @Get('user')
  @ApiOkResponse({ type: UserViewDto, description: 'The signed-in user' })
  @ApiUnauthorizedResponse({ description: 'No valid session' })
  async currentUser(@Req() req: GatewayRequest, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    const session = await this.sessions.current(req);
    if (!session) {
      if (this.sessions.token(req)) this.sessions.clearCookie(req, res);
      throw new UnauthorizedException('Not signed in');
    }
    return session.user;
  }

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: UserViewDto, description: 'Signed in; the session cookie is set' })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password' })
  @ApiBadRequestResponse({ description: 'Malformed body' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts from this client' })
  async login(@Req() req: GatewayRequest, @Res({ passthrough: true }) res: Response, @Body() dto: LoginDto): Promise<UserView> {
    const client = req.ip ?? 'unknown';
    await this.throttle.assertAllowed(client);
    try {
      const result = await this.sessions.login(req, dto.username, dto.password);
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
  @ApiOkResponse({ description: 'Signed out; the session is revoked at once' })
  async logout(@Req() req: GatewayRequest, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    await this.sessions.logout(req);
    this.sessions.clearCookie(req, res);
    return { message: 'Signed out' };
  }
}

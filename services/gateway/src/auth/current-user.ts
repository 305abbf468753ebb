import {
  Inject,
  Injectable,
  UnauthorizedException,
  createParamDecorator,
  type ArgumentMetadata,
  type ExecutionContext,
  type PipeTransform,
} from '@nestjs/common';
import { ServiceCallError, type UserView } from '@lora/contracts';
import type { GatewayRequest } from '../http/request.js';
import { SessionService } from './session.service.js';

interface OptionalUserOptions {
  /**
   * Treat the caller as a visitor when identity cannot be asked, so a public read never fails
   * because of it. Without this an outage is a 503, as for any other call.
   */
  visitorWhenUnavailable?: boolean;
}

const sessionRequest = createParamDecorator((_options: OptionalUserOptions | undefined, ctx: ExecutionContext) =>
  ctx.switchToHttp().getRequest<GatewayRequest>(),
);

/** Resolves the request's session to its user, or 401 when there is none. */
@Injectable()
export class RequireUserPipe implements PipeTransform<GatewayRequest, Promise<UserView>> {
  constructor(@Inject(SessionService) private readonly sessions: SessionService) {}

  async transform(req: GatewayRequest): Promise<UserView> {
    const session = await this.sessions.current(req);
    if (!session) throw new UnauthorizedException('Sign in required');
    return session.user;
  }
}

/** Resolves the request's session to its user, or null for a visitor. */
@Injectable()
export class OptionalUserPipe implements PipeTransform<GatewayRequest, Promise<UserView | null>> {
  constructor(@Inject(SessionService) private readonly sessions: SessionService) {}

  async transform(req: GatewayRequest, metadata: ArgumentMetadata): Promise<UserView | null> {
    const options = metadata.data as OptionalUserOptions | undefined;
    try {
      return (await this.sessions.current(req))?.user ?? null;
    } catch (err) {
      if (options?.visitorWhenUnavailable && err instanceof ServiceCallError && err.status >= 500) return null;
      throw err;
    }
  }
}

/** The signed-in user; the route answers 401 without a valid session. */
export const CurrentUser = (): ParameterDecorator => sessionRequest(undefined, RequireUserPipe);

/** The signed-in user, or null for a visitor. */
export const OptionalUser = (options?: OptionalUserOptions): ParameterDecorator => sessionRequest(options, OptionalUserPipe);

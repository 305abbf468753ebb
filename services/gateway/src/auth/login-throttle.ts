import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/**
 * Counts failed sign-ins per client address. After LOGIN_MAX_FAILURES failures inside the
 * window, further attempts get 429 until the window passes; a success clears the count.
 */
@Injectable()
export class LoginThrottle {
  private readonly failures: RateLimiterMemory;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.failures = new RateLimiterMemory({
      points: config.loginMaxFailures,
      duration: config.loginFailureWindowSeconds,
    });
  }

  async assertAllowed(client: string): Promise<void> {
    const state = await this.failures.get(client);
    if (state && state.consumedPoints >= this.config.loginMaxFailures) {
      const seconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
      throw new HttpException(
        {
          statusCode: HttpStatus.TOO_MANY_REQUESTS,
          error: 'Too Many Requests',
          message: `Too many failed sign-in attempts. Try again in ${formatWait(seconds)}.`,
          retryAfterSeconds: seconds,
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  async recordFailure(client: string): Promise<void> {
    await this.failures.penalty(client, 1);
  }

  async recordSuccess(client: string): Promise<void> {
    await this.failures.delete(client);
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

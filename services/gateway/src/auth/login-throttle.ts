import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { tooManyRequests } from '../http/too-many-requests.js';

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
      throw tooManyRequests('Too many failed sign-in attempts.', state.msBeforeNext);
    }
  }

  async recordFailure(client: string): Promise<void> {
    await this.failures.penalty(client, 1);
  }

  async recordSuccess(client: string): Promise<void> {
    await this.failures.delete(client);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { tooManyRequests } from '../http/too-many-requests.js';

/**
 * Demo requests and contact messages per client address: ENQUIRY_MAX_PER_WINDOW stored enquiries
 * per ENQUIRY_WINDOW_SECONDS. A place is taken before the enquiry is forwarded (so a parallel burst
 * cannot slip past) and given back when it is not stored (a 400 costs nothing).
 */
@Injectable()
export class EnquiryThrottle {
  private readonly limiter: RateLimiterMemory;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.limiter = new RateLimiterMemory({ points: config.enquiryLimit.points, duration: config.enquiryLimit.windowSeconds });
  }

  /** Runs `submit` within the client's allowance; 429 with Retry-After beyond it. */
  async within<T>(client: string, submit: () => Promise<T>): Promise<T> {
    try {
      await this.limiter.consume(client);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooManyRequests('Too many enquiries from your address.', err.msBeforeNext);
      throw err;
    }
    try {
      return await submit();
    } catch (err) {
      await this.limiter.reward(client, 1);
      throw err;
    }
  }
}

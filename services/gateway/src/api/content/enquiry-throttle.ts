import { Inject, Injectable } from '@nestjs/common';
import { ServiceBus } from '@lora/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import { tooManyRequests } from '../../http/too-many-requests.js';
import { SharedCounters } from '../../http/shared-counters.js';

/**
 * Demo requests and contact messages per client address: ENQUIRY_MAX_PER_WINDOW stored enquiries per
 * ENQUIRY_WINDOW_SECONDS, counted in a store every gateway replica shares (see SharedCounters). A place is taken
 * before the enquiry is forwarded (so a parallel burst cannot slip past) and given back when it is not stored
 * (a 400 costs nothing).
 */
@Injectable()
export class EnquiryThrottle {
  private readonly counters: SharedCounters;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(ServiceBus) bus: ServiceBus,
  ) {
    this.counters = new SharedCounters(bus, 'enquiries', config.enquiryLimit.windowSeconds * 1000);
  }

  /** Runs `submit` within the client's allowance; 429 with Retry-After beyond it. */
  async within<T>(client: string, submit: () => Promise<T>): Promise<T> {
    const { taken, msLeft } = await this.counters.take(client, this.config.enquiryLimit.points);
    if (!taken) throw tooManyRequests('Too many enquiries from your address.', msLeft);
    try {
      return await submit();
    } catch (err) {
      await this.counters.giveBack(client);
      throw err;
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { ServiceBus } from '@lora/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import { tooManyRequests } from '../../http/too-many-requests.js';
import { SharedCounters } from '../../http/shared-counters.js';

/**
 * Failed sign-ins per account and client address, counted in a store every gateway replica shares (see
 * SharedCounters): after LOGIN_MAX_FAILURES failures inside LOGIN_FAILURE_WINDOW_SECONDS, further attempts at that
 * account from that address get 429, saying when to try again. A scanner guessing at one account from an office's
 * address does not lock out a colleague at the same address, nor that account from anywhere else. An attempt takes
 * its point before the password is checked, so parallel attempts cannot slip past; a success clears the count, and an
 * attempt that was never judged (identity unavailable) gives its point back.
 */
@Injectable()
export class LoginThrottle {
  private readonly failures: SharedCounters;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(ServiceBus) bus: ServiceBus,
  ) {
    this.failures = new SharedCounters(bus, 'login_failures', config.loginFailureWindowSeconds * 1000);
  }

  private static keyOf(username: string, client: string): string {
    return `${username.trim().toLowerCase()}\n${client}`;
  }

  /** Runs one sign-in attempt at `username` from `client` within the allowance; `failed` tells a refusal of the password. */
  async attempt<T>(username: string, client: string, signIn: () => Promise<T>, failed: (err: unknown) => boolean): Promise<T> {
    const key = LoginThrottle.keyOf(username, client);
    const { taken, msLeft } = await this.failures.take(key, this.config.loginMaxFailures);
    if (!taken) throw tooManyRequests('Too many failed sign-in attempts for this account from your address.', msLeft);
    try {
      const result = await signIn();
      await this.failures.clear(key);
      return result;
    } catch (err) {
      if (!failed(err)) await this.failures.giveBack(key);
      throw err;
    }
  }
}

import { Controller, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ServiceBus } from '@lora/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import type { ExpressResponse } from '../../http/request.js';
import { Lifecycle } from './lifecycle.js';

export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');

/** What the orchestrator asks: is the process up, can it serve. The metrics are on the internal port (main.ts). */
@ApiExcludeController()
@Controller()
export class ProbesController {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(Lifecycle) private readonly lifecycle: Lifecycle,
  ) {}

  /** Liveness: the process answers. */
  healthz() {
    return { status: 'ok' };
  }

  /**
   * Readiness: the bus answers a round trip. Services behind it are not part of this: one
   * service's outage must not take the gateway (static pages, cached reads) out of rotation. A gateway draining
   * after SIGTERM is not ready, whatever the bus says.
   */
  async readyz(@Res({ passthrough: true }) res: ExpressResponse) {
    const nats = (await this.bus.ping(this.config.readinessTimeoutMs)) ? 'up' : 'down';
    const status = this.lifecycle.draining ? 'stopping' : nats === 'up' ? 'ready' : 'not ready';
    res.status(status === 'ready' ? 200 : 503);
    return { status, checks: { nats } };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { Patterns, SERVICE_NAMES, ServiceBus, type ComponentState, type PlatformStatus, type ServiceName } from '@lora/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';

/** How long one status check is reused, so a busy status page costs the services one probe each at most this often. */
const REUSE_MS = 2000;

/** The bus and every service, each asked for its health with the readiness timeout. */
@Injectable()
export class PlatformStatusService {
  private last?: { at: number; status: Promise<PlatformStatus> };

  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  current(): Promise<PlatformStatus> {
    if (!this.last || Date.now() - this.last.at > REUSE_MS) this.last = { at: Date.now(), status: this.check() };
    return this.last.status;
  }

  private async check(): Promise<PlatformStatus> {
    const timeoutMs = this.config.readinessTimeoutMs;
    const bus: ComponentState = (await this.bus.ping(timeoutMs)) ? 'up' : 'down';
    const states = await Promise.all(
      SERVICE_NAMES.map(async (name): Promise<[ServiceName, ComponentState]> => {
        if (bus === 'down') return [name, 'down'];
        try {
          const report = await this.bus.send(Patterns[name].health, {}, { timeoutMs });
          return [name, report.status === 'ok' ? 'up' : 'down'];
        } catch {
          return [name, 'down'];
        }
      }),
    );
    const services = Object.fromEntries(states) as Record<ServiceName, ComponentState>;
    const operational = bus === 'up' && states.every(([, state]) => state === 'up');
    return { status: operational ? 'operational' : 'degraded', bus, services, checkedAt: new Date().toISOString() };
  }
}

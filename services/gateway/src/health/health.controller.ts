import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Registry } from 'prom-client';
import { ServiceBus, ServiceNames, healthPattern, type HealthReport } from '@lora/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');

@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
  ) {}

  /** Liveness: the process answers. */
  @Get('healthz')
  healthz() {
    return { status: 'ok' };
  }

  /** Readiness: NATS is connected and every service answers its health pattern. */
  @Get('readyz')
  async readyz(@Res({ passthrough: true }) res: Response) {
    const checks: Record<string, string> = { nats: this.bus.isConnected ? 'up' : 'down' };
    await Promise.all(
      ServiceNames.map(async (name) => {
        try {
          const report = await this.bus.send<HealthReport>(healthPattern(name), {}, { timeoutMs: this.config.readinessTimeoutMs });
          checks[name] = report.status === 'ok' ? 'up' : 'degraded';
        } catch {
          checks[name] = 'down';
        }
      }),
    );
    const ready = Object.values(checks).every((v) => v === 'up');
    res.status(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not ready', checks };
  }

  @Get('metrics')
  async metrics(@Res() res: Response) {
    res.setHeader('Content-Type', this.registry.contentType);
    res.send(await this.registry.metrics());
  }
}

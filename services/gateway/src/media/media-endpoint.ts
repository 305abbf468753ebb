import { Inject, Injectable } from '@nestjs/common';
import { Patterns, ServiceBus } from '@lora/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/** How long an address learnt over the bus is reused before asking again. */
const REUSE_MS = 10_000;

/**
 * Where the media service takes and serves file bytes. Deployments name it (MEDIA_INTERNAL_URL, a
 * Service in front of every replica); local runs, where each process picks a free port, ask media
 * over the bus — which also tells at once when no media service is running (503).
 */
@Injectable()
export class MediaEndpoint {
  private learnt: { url: string; at: number } | undefined;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  async url(): Promise<string> {
    if (this.config.mediaInternalUrl) return this.config.mediaInternalUrl;
    if (this.learnt && Date.now() - this.learnt.at < REUSE_MS) return this.learnt.url;
    const { url } = await this.bus.send(Patterns.media.endpoint, {});
    this.learnt = { url, at: Date.now() };
    return url;
  }

  /** How long a request to media may wait on silence before it is given up (504). */
  get timeoutMs(): number {
    return this.config.mediaTimeoutMs;
  }

  /** The address failed: ask again next time. */
  forget(): void {
    this.learnt = undefined;
  }
}

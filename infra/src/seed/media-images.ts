import { Patterns, type ServiceBus } from '@lora/contracts';
import type { ImageStore } from './product-images.js';

/** How long one picture's request to the media service may take, as the gateway's MEDIA_TIMEOUT_MS defaults to. */
const MEDIA_TIMEOUT_MS = 10_000;

/**
 * The site's own pictures go through the media service into its storage (disk locally, MinIO in
 * compose and Kubernetes), under fixed keys outside the media library: `products/<slug>.webp`.
 * The media service's internal address is MEDIA_INTERNAL_URL where deployments name it, else asked over the bus.
 */
export async function mediaImageStore(bus: ServiceBus, mediaUrl?: string): Promise<ImageStore> {
  const base = mediaUrl?.replace(/\/+$/, '') ?? (await bus.send(Patterns.media.endpoint, {})).url;
  // A media service that stops answering fails the seed with a message, rather than holding the start for ever.
  const call = async (key: string, init: RequestInit) => {
    try {
      return await fetch(`${base}/internal/objects/${key}`, { ...init, signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) });
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') throw new Error(`the media service did not answer for ${key} within ${MEDIA_TIMEOUT_MS} ms`);
      throw err;
    }
  };
  return {
    async has(key) {
      const res = await call(key, { method: 'HEAD' });
      return res.status === 200;
    },
    async put(key, bytes) {
      const res = await call(key, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (res.status !== 201) throw new Error(`media refused ${key}: ${res.status} ${await res.text()}`);
    },
  };
}

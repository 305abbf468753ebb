import { Patterns, type ServiceBus } from '@lora/contracts';
import type { ImageStore } from './product-images.js';

/**
 * The site's own pictures go through the media service into its storage (disk locally, MinIO in
 * compose and Kubernetes), under fixed keys outside the media library: `products/<slug>.webp`.
 * The media service's internal address is MEDIA_INTERNAL_URL where deployments name it, else asked over the bus.
 */
export async function mediaImageStore(bus: ServiceBus, mediaUrl?: string): Promise<ImageStore> {
  const base = mediaUrl?.replace(/\/+$/, '') ?? (await bus.send(Patterns.media.endpoint, {})).url;
  const objectUrl = (key: string) => `${base}/internal/objects/${key}`;
  return {
    async has(key) {
      const res = await fetch(objectUrl(key), { method: 'HEAD' });
      return res.status === 200;
    },
    async put(key, bytes) {
      const res = await fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (res.status !== 201) throw new Error(`media refused ${key}: ${res.status} ${await res.text()}`);
    },
  };
}

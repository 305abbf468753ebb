import { PAGE_SIZE_MAX, Patterns, type MediaItem, type ServiceBus } from '@lora/contracts';

/** How long one picture's request to the media service may take, as the gateway's MEDIA_TIMEOUT_MS defaults to. */
const MEDIA_TIMEOUT_MS = 10_000;

/** How the seed encodes a picture it puts in the library: nearly lossless, since the library encodes it again (at 80). */
export const LIBRARY_UPLOAD_WEBP = { quality: 95 } as const;

/** Who the media library says uploaded the seed's pictures. */
export const SEED_UPLOADER = 'seed';

/** Where the seed's pictures go: the media service's storage, through its own routes. */
export interface ImageStore {
  /** Whether an object of the site's own (outside the library) is stored under `key`. */
  has(key: string): Promise<boolean>;
  /** Stores one of the site's own pictures under `key`, outside the library. */
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * Puts a picture in the media library as an admin's upload is put there (checked, cleaned, with thumbnails and a
   * JPEG copy), named `name`, and answers its address. A file of that name that the seed put there before is kept,
   * and `draw` is not called.
   */
  library(name: string, draw: () => Promise<Buffer>): Promise<string>;
}

/**
 * The media service's storage (disk locally, MinIO in compose and Kubernetes). The site's own pictures (its heroes)
 * are stored under fixed keys outside the media library; the catalogue's and the articles' pictures are library
 * files, as an admin's would be. The media service's internal address is MEDIA_INTERNAL_URL where deployments name
 * it, else asked over the bus.
 */
export async function mediaImageStore(bus: ServiceBus, mediaUrl?: string): Promise<ImageStore> {
  const base = mediaUrl?.replace(/\/+$/, '') ?? (await bus.send(Patterns.media.endpoint, {})).url;
  // A media service that stops answering fails the seed with a message, rather than holding the start for ever.
  const call = async (path: string, init: RequestInit) => {
    try {
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) });
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') throw new Error(`the media service did not answer for ${path} within ${MEDIA_TIMEOUT_MS} ms`);
      throw err;
    }
  };
  return {
    async has(key) {
      const res = await call(`/internal/objects/${key}`, { method: 'HEAD' });
      return res.status === 200;
    },
    async put(key, bytes) {
      const res = await call(`/internal/objects/${key}`, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (res.status !== 201) throw new Error(`media refused ${key}: ${res.status} ${await res.text()}`);
    },
    async library(name, draw) {
      const named = await bus.send(Patterns.media.list, { search: name, limit: PAGE_SIZE_MAX });
      const kept = named.items.find((file) => file.originalName === name && file.uploadedBy === SEED_UPLOADER);
      if (kept) return kept.url;
      const res = await call('/internal/uploads', {
        method: 'POST',
        body: new Uint8Array(await draw()),
        headers: { 'content-type': 'application/octet-stream', 'x-original-name': encodeURIComponent(name), 'x-uploaded-by': SEED_UPLOADER },
      });
      if (res.status !== 200) throw new Error(`the media library refused ${name}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { file: MediaItem }).file.url;
    },
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defineServiceConfig, setting } from '@lora/runtime';
import { UPLOAD_MAX_BYTES } from '@lora/contracts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const mediaConfig = defineServiceConfig(
  {
    STORAGE_DRIVER: setting.oneOf(['disk', 's3'], 'disk'),
    STORAGE_DIR: setting.text('.data/media'),
    S3_ENDPOINT: setting.text('127.0.0.1'),
    S3_PORT: setting.int(9000, 1),
    S3_USE_SSL: setting.oneOf(['true', 'false'], 'false'),
    S3_ACCESS_KEY: setting.text(''),
    S3_SECRET_KEY: setting.text(''),
    S3_BUCKET: z.preprocess(
      (v) => (v === undefined || v === '' ? 'media' : v),
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a valid bucket name' }),
    ),
    S3_REGION: setting.text('us-east-1'),
    S3_TIMEOUT_MS: setting.int(10_000, 1),
    IMAGE_MAX_MEGAPIXELS: setting.int(40, 1),
    IMAGE_DECODES_AT_ONCE: setting.int(2, 1),
    MEDIA_TRASH_SECONDS: setting.int(30, 1),
  },
  (env) => ({
    storage:
      env.STORAGE_DRIVER === 's3'
        ? ({
            driver: 's3',
            endPoint: env.S3_ENDPOINT,
            port: env.S3_PORT,
            useSSL: env.S3_USE_SSL === 'true',
            accessKey: env.S3_ACCESS_KEY,
            secretKey: env.S3_SECRET_KEY,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            timeoutMs: env.S3_TIMEOUT_MS,
          } as const)
        : ({ driver: 'disk', dir: path.resolve(repoRoot, env.STORAGE_DIR) } as const),
    /** SPEC §9's 10 MB, enforced while the bytes arrive (the gateway enforces it too). */
    uploadMaxBytes: UPLOAD_MAX_BYTES,
    /** A picture whose header declares more pixels is refused (422) before it is decoded. */
    imageMaxPixels: env.IMAGE_MAX_MEGAPIXELS * 1_000_000,
    /** How many pictures are decoded at once: each holds its decoded pixels (4 bytes each) while it is. */
    imageDecodesAtOnce: env.IMAGE_DECODES_AT_ONCE,
    /** How long a deleted file can be restored (the admin's Undo) before its objects and row go. */
    trashMs: env.MEDIA_TRASH_SECONDS * 1000,
  }),
);
export type MediaConfig = ReturnType<typeof mediaConfig.load>;
export type StorageConfig = MediaConfig['storage'];

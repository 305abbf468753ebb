import { SERVICE_CONFIG } from '@lora/runtime';
import type { MediaConfig } from '../config.js';
import { DiskStorage } from './disk-storage.js';
import type { ObjectStorage } from './object-storage.js';

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** The S3 client is loaded only when S3 is configured: a service that stores on disk never maps it. */
export async function createStorage(config: MediaConfig['storage']): Promise<ObjectStorage> {
  if (config.driver !== 's3') return new DiskStorage(config.dir);
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(config);
}

export const storageProvider = {
  provide: OBJECT_STORAGE,
  inject: [SERVICE_CONFIG],
  useFactory: async (config: MediaConfig) => {
    const storage = await createStorage(config.storage);
    await storage.prepare();
    return storage;
  },
};

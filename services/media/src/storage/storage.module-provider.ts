import { SERVICE_CONFIG } from '@lora/runtime';
import type { MediaConfig } from '../config.js';
import { DiskStorage } from './disk-storage.js';
import { S3Storage } from './s3-storage.js';
import type { ObjectStorage } from './object-storage.js';

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

export function createStorage(config: MediaConfig['storage']): ObjectStorage {
  return config.driver === 's3' ? new S3Storage(config) : new DiskStorage(config.dir);
}

export const storageProvider = {
  provide: OBJECT_STORAGE,
  inject: [SERVICE_CONFIG],
  useFactory: async (config: MediaConfig) => {
    const storage = createStorage(config.storage);
    await storage.prepare();
    return storage;
  },
};

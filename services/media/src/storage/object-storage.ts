import type { Readable } from 'node:stream';
import { isObjectKey } from '@lora/contracts';

export interface StoredObject {
  size: number;
  /** A validator that changes whenever the bytes do. */
  etag: string;
  modified: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP. */
  end: number;
}

/**
 * Where media bytes live. Keys are made by the media service (`uploads/<uuid>.webp`), never taken from
 * a client. Two implementations pass one test suite: a folder on disk and an S3 bucket (MinIO).
 */
export interface ObjectStorage {
  /** Stores the bytes under the key; a failed write leaves nothing under it. */
  put(key: string, body: Readable | Buffer, size: number, contentType: string): Promise<void>;
  /** The object's size and validator, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** Its bytes (or a range of them), or null when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes it; a key with no object is no error. */
  remove(key: string): Promise<void>;
  /** Makes sure the storage is usable (the folder or the bucket exists). */
  prepare(): Promise<void>;
}

export function assertKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`Not an object key: ${JSON.stringify(key.slice(0, 80))}`);
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  svg: 'image/svg+xml',
};

/** The content type of a key's extension (keys are ours, so the extension is the truth). */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

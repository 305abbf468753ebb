import http from 'node:http';
import https from 'node:https';
import { Client } from 'minio';
import type { Readable } from 'node:stream';
import { assertKey, contentTypeOf, type ByteRange, type ObjectStorage, type StoredObject } from './object-storage.js';

export interface S3Options {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
  /** How long S3 may stay silent on a request (before its answer, or in the middle of a transfer) before the request fails. */
  timeoutMs: number;
}

/** http(s).request as the client calls it, with each request destroyed once S3 has been silent for `timeoutMs`. */
function timedTransport(transport: typeof http | typeof https, timeoutMs: number): Pick<typeof http, 'request'> {
  const request = (options: http.RequestOptions, callback?: (res: http.IncomingMessage) => void) => {
    const req = transport.request({ ...options, timeout: timeoutMs }, callback);
    req.on('timeout', () => req.destroy(new Error(`The object storage did not answer within ${timeoutMs} ms`)));
    return req;
  };
  return { request: request as typeof http.request };
}

const isMissing = (err: unknown) => ['NoSuchKey', 'NotFound', 'NoSuchBucket'].includes((err as { code?: string })?.code ?? '');

/** Objects in an S3 bucket (MinIO in compose and Kubernetes), through the `minio` client. */
export class S3Storage implements ObjectStorage {
  private readonly client: Client;

  constructor(private readonly options: S3Options) {
    const { endPoint, port, useSSL, accessKey, secretKey, region, timeoutMs } = options;
    const transport = timedTransport(useSSL ? https : http, timeoutMs);
    this.client = new Client({ endPoint, port, useSSL, accessKey, secretKey, region, transport });
  }

  /** Creates the bucket once, when it is not there yet. */
  async prepare(): Promise<void> {
    if (!(await this.client.bucketExists(this.options.bucket))) {
      await this.client.makeBucket(this.options.bucket, this.options.region).catch(async (err) => {
        // Another replica made it a moment earlier.
        if (!(await this.client.bucketExists(this.options.bucket))) throw err;
      });
    }
  }

  async put(key: string, body: Readable | Buffer, size: number, contentType = contentTypeOf(key)): Promise<void> {
    assertKey(key);
    // The size is always given, so the client never lists multipart uploads first (see STACK.md).
    await this.client.putObject(this.options.bucket, key, body, size, { 'Content-Type': contentType });
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertKey(key);
    try {
      const stat = await this.client.statObject(this.options.bucket, key);
      return { size: stat.size, etag: `"${stat.etag}"`, modified: stat.lastModified };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    assertKey(key);
    try {
      return range
        ? await this.client.getPartialObject(this.options.bucket, key, range.start, range.end - range.start + 1)
        : await this.client.getObject(this.options.bucket, key);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    assertKey(key);
    await this.client.removeObject(this.options.bucket, key);
  }
}

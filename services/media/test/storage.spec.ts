import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { DiskStorage } from '../src/storage/disk-storage.js';
import { S3Storage } from '../src/storage/s3-storage.js';
import { createStorage } from '../src/storage/storage.module-provider.js';
import type { ObjectStorage } from '../src/storage/object-storage.js';
import { freePort } from '../../../infra/src/providers/net.js';
import { eventually } from '../../../infra/src/testing/wait.js';

// One suite, both backends: a folder on disk, and an S3 bucket on a local S3-protocol server (s3rver).
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-storage-'));
  dirs.push(dir);
  return dir;
};
let s3server: { run(): Promise<unknown>; close(): Promise<unknown> };
let s3Port: number;

beforeAll(async () => {
  s3Port = await freePort();
  s3server = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: tempDir() });
  await s3server.run();
});

afterAll(async () => {
  await s3server?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

// Made as the service makes them: from its storage settings.
const backends: Array<[string, () => Promise<ObjectStorage>]> = [
  ['disk', () => createStorage({ driver: 'disk', dir: tempDir() })],
  [
    's3',
    () =>
      createStorage({
        driver: 's3',
        endPoint: '127.0.0.1',
        port: s3Port,
        useSSL: false,
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        bucket: `media-${Math.random().toString(36).slice(2, 8)}`,
        region: 'us-east-1',
        timeoutMs: 10_000,
      }),
  ],
];

describe.each(backends)('%s storage', (name, make) => {
  let storage: ObjectStorage;
  const bytes = Buffer.from('0123456789abcdefghij');

  beforeAll(async () => {
    storage = await make();
    expect(storage).toBeInstanceOf(name === 's3' ? S3Storage : DiskStorage);
    await storage.prepare();
    await storage.prepare(); // a second start finds it ready
  });

  it('stores bytes from a buffer or a stream and reads them back', async () => {
    await storage.put('uploads/a.pdf', bytes, bytes.length, 'application/pdf');
    await storage.put('products/b.webp', Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]), bytes.length, 'image/webp');
    for (const key of ['uploads/a.pdf', 'products/b.webp']) {
      expect(await text((await storage.read(key))!)).toBe(bytes.toString());
      expect(await storage.stat(key)).toEqual({ size: bytes.length, etag: expect.stringMatching(/^".+"$/), modified: expect.any(Date) });
    }
  });

  it('reads a range, both ends included', async () => {
    await storage.put('uploads/a.pdf', bytes, bytes.length, 'application/pdf');
    expect(await text((await storage.read('uploads/a.pdf', { start: 5, end: 9 }))!)).toBe('56789');
  });

  it('answers null for what is not there, and removes what is', async () => {
    await storage.put('uploads/a.pdf', bytes, bytes.length, 'application/pdf');
    expect(await storage.stat('uploads/missing.pdf')).toBeNull();
    expect(await storage.read('uploads/missing.pdf')).toBeNull();
    await storage.remove('uploads/a.pdf');
    expect(await storage.stat('uploads/a.pdf')).toBeNull();
    await storage.remove('uploads/a.pdf'); // twice is fine
  });

  it('a replaced object gets a new validator', async () => {
    await storage.put('products/b.webp', bytes, bytes.length, 'image/webp');
    const { etag: before, modified } = (await storage.stat('products/b.webp'))!;
    // A validator may be made from the modification time: the replacement is written at a later one.
    await eventually(() => Date.now() > modified.getTime());
    await storage.put('products/b.webp', Buffer.from('another picture'), 15, 'image/webp');
    expect((await storage.stat('products/b.webp'))!.etag).not.toBe(before);
  });

  it.each(['../escape.png', 'uploads/../../x', '/abs.png', 'a//b.png', '', 'uploads/.hidden', 'x y.png'])('refuses the key %j', async (key) => {
    await expect(storage.put(key, bytes, bytes.length, 'image/png')).rejects.toThrow(/Not an object key/);
    await expect(storage.stat(key)).rejects.toThrow(/Not an object key/);
  });
});

describe('disk storage', () => {
  it('leaves nothing under the key when a write fails', async () => {
    const dir = tempDir();
    const storage = new DiskStorage(dir);
    await storage.prepare();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(storage.put('uploads/c.png', failing, 100, 'image/png')).rejects.toThrow();
    expect(await storage.stat('uploads/c.png')).toBeNull();
    expect(fs.readdirSync(path.join(dir, 'uploads'))).toEqual([]);
  });
});

describe('an S3 server that never answers', () => {
  it('gives up on a request S3 never answers after its timeout, instead of hanging', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket.on('error', () => undefined)));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const storage = new S3Storage({
        endPoint: '127.0.0.1',
        port,
        useSSL: false,
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        bucket: 'media',
        region: 'us-east-1',
        timeoutMs: 300,
      });
      const started = performance.now();
      await expect(storage.stat('uploads/a.pdf')).rejects.toThrow('The object storage did not answer within 300 ms');
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

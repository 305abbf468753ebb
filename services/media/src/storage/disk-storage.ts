import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type ByteRange, type ObjectStorage, type StoredObject } from './object-storage.js';

/** Objects as files under one folder (local runs). A write goes to a temporary file renamed when complete. */
export class DiskStorage implements ObjectStorage {
  constructor(private readonly dir: string) {}

  async prepare(): Promise<void> {
    await fsp.mkdir(this.dir, { recursive: true });
  }

  private file(key: string): string {
    assertKey(key);
    return path.join(this.dir, ...key.split('/'));
  }

  async put(key: string, body: Readable | Buffer, size: number, _contentType?: string): Promise<void> {
    const file = this.file(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(partial, { flags: 'wx' }));
      const written = (await fsp.stat(partial)).size;
      if (written !== size) throw new Error(`Expected ${size} bytes for ${key}, got ${written}`);
      await fsp.rename(partial, file);
    } finally {
      await fsp.rm(partial, { force: true });
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    const stat = await fsp.stat(this.file(key)).catch(() => null);
    if (!stat?.isFile()) return null;
    return { size: stat.size, etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`, modified: new Date(stat.mtimeMs) };
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!(await this.stat(key))) return null;
    return fs.createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }
}

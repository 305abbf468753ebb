import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Logger } from 'pino';
import { PAGE_SIZE_MAX, decodeCursor, type MediaCategory } from '@lora/contracts';
import { useSpecDatabase } from '../../../../infra/src/testing/spec-database.js';
import { mediaDatabase } from '../data/database.js';
import type { MediaConfig } from '../config.js';
import { DiskStorage } from '../storage/disk-storage.js';
import { MediaStore } from '../data/media.store.js';
import { MediaFilesService } from './media-files.service.js';

const db = useSpecDatabase('media', mediaDatabase, 'media_files');
let dir: string;
let storage: DiskStorage;
let store: MediaStore;
let files: MediaFilesService;
const config = { uploadMaxBytes: 1024 * 1024, imageMaxPixels: 40_000_000, imageDecodesAtOnce: 2, trashMs: 30_000 } as MediaConfig;
const quiet = { warn: () => undefined, error: () => undefined } as unknown as Logger;

beforeAll(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'media-spec-'));
  storage = new DiskStorage(dir);
  await storage.prepare();
  store = new MediaStore(db.dataSource);
  files = new MediaFilesService(store, storage, config, quiet);
});

afterAll(async () => {
  if (dir) await fsp.rm(dir, { recursive: true, force: true });
});

/** A stored file with its objects, uploaded `minutesAgo` minutes ago. */
async function addFile(originalName: string, category: MediaCategory = 'document', minutesAgo = 0) {
  const id = randomUUID();
  const objectKeys = [`uploads/${id}.bin`, `uploads/${id}-thumb.webp`];
  for (const key of objectKeys) await storage.put(key, Buffer.from(key), Buffer.byteLength(key), 'application/octet-stream');
  return store.files.insert({
    id,
    filename: `${id}.bin`,
    originalName,
    mimeType: 'application/octet-stream',
    category,
    url: `/api/images/uploads/${id}.bin`,
    uploadedBy: 'admin',
    size: 10,
    thumbnailUrl: null,
    objectKeys,
    uploadedAt: new Date(Date.now() - minutesAgo * 60_000),
  });
}

describe('MediaFilesService.list', () => {
  it('answers at most PAGE_SIZE_MAX files when no limit is asked, newest upload first', async () => {
    for (let i = 0; i < PAGE_SIZE_MAX + 2; i++) await addFile(`file-${i}.pdf`, 'document', i);
    const first = await files.list({});
    expect(first.items).toHaveLength(PAGE_SIZE_MAX);
    expect(first.total).toBe(PAGE_SIZE_MAX + 2);
    expect(first.items[0].originalName).toBe('file-0.pdf');
    expect(decodeCursor(first.nextCursor!)).toBe(PAGE_SIZE_MAX);
    const rest = await files.list({ cursor: first.nextCursor! });
    expect(rest.items.map((f) => f.originalName)).toEqual([`file-${PAGE_SIZE_MAX}.pdf`, `file-${PAGE_SIZE_MAX + 1}.pdf`]);
  });

  it('narrows to a category and to a name, a search term matching as written', async () => {
    await addFile('Datasheet 100%.pdf');
    await addFile('datasheet 1000.pdf');
    await addFile('photo_1.png', 'image');
    await addFile('photo-1.png', 'image');
    expect((await files.list({ category: 'image' })).items.map((f) => f.originalName).sort()).toEqual(['photo-1.png', 'photo_1.png']);
    expect((await files.list({ search: '100%' })).items.map((f) => f.originalName)).toEqual(['Datasheet 100%.pdf']);
    expect((await files.list({ search: 'DATASHEET' })).total).toBe(2);
    expect((await files.list({ search: 'o_1', category: 'image' })).items.map((f) => f.originalName)).toEqual(['photo_1.png']);
  });

  it('refuses a cursor it did not make', async () => {
    await expect(files.list({ cursor: 'nope' })).rejects.toMatchObject({ error: { type: 'validation' } });
  });
});

describe('MediaFilesService.remove and restore', () => {
  it('a removed file leaves the library and is not served at once; restored, it is back; neither twice', async () => {
    const file = await addFile('a.pdf');
    const removed = await files.remove(file.id);
    expect(removed).toEqual({ id: file.id, deleted: true, restorableUntil: expect.any(String) });
    expect(Date.parse(removed.restorableUntil) - Date.now()).toBeGreaterThan(config.trashMs - 5000);
    expect((await files.list({})).items.map((f) => f.id)).not.toContain(file.id);
    for (const key of file.objectKeys) expect(await files.inTrash(key)).toBe(true);
    // Its bytes wait in storage, for an Undo.
    for (const key of file.objectKeys) expect(await storage.stat(key)).not.toBeNull();
    await expect(files.remove(file.id)).rejects.toMatchObject({ error: { type: 'not_found' } });

    expect(await files.restore(file.id)).toMatchObject({ id: file.id, originalName: 'a.pdf' });
    expect((await files.list({})).items.map((f) => f.id)).toContain(file.id);
    for (const key of file.objectKeys) expect(await files.inTrash(key)).toBe(false);
    await expect(files.restore(file.id)).rejects.toMatchObject({ error: { type: 'not_found' } });
    expect(await files.inTrash('products/soil-probe.webp')).toBe(false);
  });
});

describe('MediaFilesService.upload', () => {
  it('refuses a picture over IMAGE_MAX_MEGAPIXELS with a 422 naming the configured limit, and stores nothing', async () => {
    const strict = new MediaFilesService(store, storage, { ...config, imageMaxPixels: 1_000_000 }, quiet);
    const png = await sharp({ create: { width: 1001, height: 1000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const before = (await files.list({})).total;
    await expect(strict.upload(Readable.from([png]), { originalName: 'wide.png', uploadedBy: 'admin' })).rejects.toMatchObject({
      status: 422,
      message: 'The picture is 1001 × 1000 pixels; at most 1 megapixels are accepted',
    });
    expect((await files.list({})).total).toBe(before);
    const fits = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await strict.upload(Readable.from([fits]), { originalName: 'square.png', uploadedBy: 'admin' })).originalName).toBe('square.png');
  });
});

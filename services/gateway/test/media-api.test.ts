import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import type { MediaItem } from '@lora/contracts';
import { TEST_ADMIN, TestStack } from '../../../infra/src/testing/stack.js';
import { DOCX_CONTENT_TYPES, zipOf } from '../../../infra/src/testing/zip.js';

let stack: TestStack;
let api: string;
let admin: string;
let visitor: string;
let storageDir: string;
/** Short, so that a deleted file leaves the trash within the test's time. */
const TRASH_SECONDS = 1;
/** Short, so that a frozen media service is given up within the test's time. */
const MEDIA_TIMEOUT_MS = 1500;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Every file in the storage folder, as keys. */
function storedKeys(): string[] {
  const walk = (dir: string, prefix = ''): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
      : [];
  return walk(storageDir).sort();
}
const rowCount = async () =>
  Number((await (await stack.db()).query('SELECT count(*)::int AS n FROM media.media_files WHERE "deletedAt" IS NULL')).rows[0].n);
/** The file's state in the table: in the library, in the trash, or gone. */
async function stateOf(id: string): Promise<'library' | 'trash' | 'gone'> {
  const [row] = (await (await stack.db()).query<{ deletedAt: Date | null }>('SELECT "deletedAt" FROM media.media_files WHERE id = $1', [id])).rows;
  return !row ? 'gone' : row.deletedAt ? 'trash' : 'library';
}
/** Waits while the file is in the trash (its time up, it is purged or, shown by a page, back in the library). */
async function leftTrash(id: string): Promise<'library' | 'gone'> {
  for (const started = Date.now(); Date.now() - started < 20_000; await new Promise((r) => setTimeout(r, 100))) {
    const state = await stateOf(id);
    if (state !== 'trash') return state;
  }
  throw new Error(`media file ${id} stayed in the trash`);
}
const upload = (bytes: Buffer, filename: string, contentType = 'application/octet-stream', cookie = admin) =>
  request(api).post('/api/admin/media/upload').set('Cookie', cookie).attach('file', bytes, { filename, contentType });

beforeAll(async () => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-api-'));
  stack = await TestStack.start({
    // The catalog and content are asked what shows a file before it is deleted.
    services: ['identity', 'catalog', 'content', 'media', 'gateway'],
    serviceEnv: {
      media: { STORAGE_DIR: storageDir, MEDIA_TRASH_SECONDS: String(TRASH_SECONDS) },
      gateway: { MEDIA_TIMEOUT_MS: String(MEDIA_TIMEOUT_MS) },
    },
  });
  api = stack.url();
  admin = await stack.signIn(TEST_ADMIN);
  await stack.createUser('reader', 'reader-password', 'user');
  visitor = await stack.signIn({ username: 'reader', password: 'reader-password' });
});

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('POST /api/admin/media/upload', () => {
  it('a PNG: 200 with {file}, a WebP and a JPEG thumbnail, listed', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#00d4aa' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'gateway photo.png', 'image/png').expect(200);
    const file: MediaItem = res.body.file;
    expect(file).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      filename: `${file.id}.png`,
      originalName: 'gateway photo.png',
      mimeType: 'image/png',
      category: 'image',
      url: `/api/images/uploads/${file.id}.png`,
      uploadedBy: 'admin',
      size: expect.any(Number),
      thumbnailUrl: `/api/images/uploads/${file.id}-thumb.webp`,
      uploadedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(storedKeys()).toEqual(expect.arrayContaining([`uploads/${file.id}.png`, `uploads/${file.id}-thumb.webp`, `uploads/${file.id}-thumb.jpg`]));
    const thumb = await request(api).get(file.thumbnailUrl!).expect(200);
    expect(thumb.get('Content-Type')).toBe('image/webp');
    expect((await sharp(thumb.body as Buffer).metadata()).width).toBe(320);
    const jpegThumb = await request(api)
      .get(file.thumbnailUrl!.replace(/\.webp$/, '.jpg'))
      .expect(200);
    expect(jpegThumb.get('Content-Type')).toBe('image/jpeg');
    const list: MediaItem[] = (await request(api).get('/api/admin/media').set('Cookie', admin).expect(200)).body;
    expect(list[0].id).toBe(file.id);
  });

  it('a WebP: also stored as a JPEG at the same address ending .jpg (the site falls back to it), both gone with the file', async () => {
    const webp = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1e293b' } })
      .webp()
      .toBuffer();
    const file: MediaItem = (await upload(webp, 'sensor.webp', 'image/webp').expect(200)).body.file;
    expect(file).toMatchObject({ mimeType: 'image/webp', url: `/api/images/uploads/${file.id}.webp` });
    const jpeg = await request(api).get(`/api/images/uploads/${file.id}.jpg`).expect(200);
    expect(jpeg.get('Content-Type')).toBe('image/jpeg');
    const meta = await sharp(jpeg.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 300]);
    await request(api).delete(`/api/admin/media/${file.id}`).set('Cookie', admin).expect(200);
    await request(api).get(`/api/images/uploads/${file.id}.jpg`).expect(404);
    expect(await leftTrash(file.id)).toBe('gone');
    expect(storedKeys().filter((key) => key.includes(file.id))).toEqual([]);
  });

  it('a phone JPEG with GPS and a rotation: stored upright, without any EXIF', async () => {
    const sideways = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#1e293b' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'P1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const file: MediaItem = (await upload(sideways, 'IMG_0001.JPG', 'image/jpeg').expect(200)).body.file;
    expect(file).toMatchObject({ mimeType: 'image/jpeg', filename: `${file.id}.jpg` });
    const stored = await request(api).get(file.url).expect(200);
    const meta = await sharp(stored.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(['jpeg', 30, 60, undefined, undefined]);
    expect((stored.body as Buffer).includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(stored.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('a PDF: stored byte for byte, downloaded as an attachment, ranges and ETags honoured', async () => {
    const file: MediaItem = (await upload(PDF, 'datasheet.pdf', 'application/pdf').expect(200)).body.file;
    expect(file).toMatchObject({ category: 'document', mimeType: 'application/pdf', thumbnailUrl: null, size: PDF.length });
    const download = await request(api)
      .get(file.url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    expect(download.get('Content-Type')).toBe('application/pdf');
    expect(download.get('Content-Disposition')).toBe(`attachment; filename="${file.id}.pdf"`);
    const part = await request(api).get(file.url).set('Range', 'bytes=0-7').expect(206);
    expect(part.get('Content-Range')).toBe(`bytes 0-7/${PDF.length}`);
    expect(Buffer.from(part.body as Buffer).toString()).toBe('%PDF-1.4');
    await request(api).get(file.url).set('If-None-Match', download.get('ETag')!).expect(304);
    // If-Range (RFC 9110 §13.1.5): the part only for the current ETag, strongly compared, or the exact Last-Modified.
    const ranged = (ifRange: string) => request(api).get(file.url).set('Range', 'bytes=0-7').set('If-Range', ifRange);
    await ranged(download.get('ETag')!).expect(206);
    await ranged(download.get('Last-Modified')!).expect(206);
    for (const stale of [`W/${download.get('ETag')!}`, '"another"', 'Tue, 01 Jan 2002 00:00:00 GMT', 'not a date or a tag']) {
      const whole = await ranged(stale).expect(200);
      expect([whole.get('Content-Length'), whole.get('Content-Range')]).toEqual([String(PDF.length), undefined]);
    }
    await request(api)
      .get(file.url)
      .set('Range', `bytes=${PDF.length + 10}-`)
      .expect(416);
  });

  it('a .docx whose document inflates to 200 MB: stored as sent, never inflated; a zip that is no Office file: 415', async () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', content: DOCX_CONTENT_TYPES },
      { name: 'word/document.xml', content: Buffer.alloc(200 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const file: MediaItem = (await upload(bomb, 'bomb.docx').expect(200)).body.file;
    expect(file).toMatchObject({
      category: 'document',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: bomb.length,
      thumbnailUrl: null,
    });
    const rows = await rowCount();
    const plainZip = zipOf([{ name: '[Content_Types].xml', content: Buffer.alloc(50 * 1024 * 1024, 0x20) }]);
    const refused = await upload(plainZip, 'notes.docx').expect(415);
    expect(refused.body.message).toMatch(/its bytes are application\/zip$/);
    expect(await rowCount()).toBe(rows);
  });

  it('keeps a file name as typed, any script, up to 255 characters; a longer one is a 400 naming the limit, nothing stored', async () => {
    for (const name of ['Überprüfung – Kühlhaus 東京 ☃.pdf', `${'é'.repeat(251)}.pdf`]) {
      const { file } = (await upload(PDF, name, 'application/pdf').expect(200)).body as { file: MediaItem };
      expect(file.originalName).toBe(name);
    }
    const [rows, keys] = [await rowCount(), storedKeys()];
    const res = await upload(PDF, `${'é'.repeat(3000)}.pdf`, 'application/pdf').expect(400);
    expect(res.body.message).toBe('The file name must be at most 255 characters');
    expect([await rowCount(), storedKeys()]).toEqual([rows, keys]);
  });

  it('a 35-byte GIF whose header declares 7000 × 7000 pixels: 422 naming the limit, refused before any decode, nothing stored', async () => {
    const le = (n: number) => [n & 0xff, n >> 8];
    const gif = Buffer.from([
      ...Buffer.from('GIF89a'),
      ...[...le(7000), ...le(7000), 0x80, 0, 0],
      ...[0, 0, 0, 255, 255, 255],
      ...[0x2c, 0, 0, 0, 0, ...le(7000), ...le(7000), 0],
      ...[2, 2, 0x44, 0x01, 0, 0x3b],
    ]);
    expect(gif.length).toBe(35);
    const [rows, keys] = [await rowCount(), storedKeys()];
    const res = await upload(gif, 'huge.gif', 'image/gif').expect(422);
    expect(res.body.message).toBe('The picture is 7000 × 7000 pixels; at most 40 megapixels are accepted');
    expect([await rowCount(), storedKeys()]).toEqual([rows, keys]);
  });

  it('10 MB + 1 byte: 413 naming the limit, and nothing stored', async () => {
    const [rows, keys] = [await rowCount(), storedKeys()];
    const res = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'big.png', 'image/png').expect(413);
    expect(res.body.message).toBe('The file is larger than the 10 MB limit');
    expect([await rowCount(), storedKeys()]).toEqual([rows, keys]);
    const exactly = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length, 0x20)]);
    expect((await upload(exactly, 'exactly-10-mb.pdf', 'application/pdf').expect(200)).body.file.size).toBe(10 * 1024 * 1024);
  });

  it('HTML named x.png and sent as image/png: 415, nothing stored; SVG too', async () => {
    const [rows, keys] = [await rowCount(), storedKeys()];
    const res = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png').expect(415);
    expect(res.body.message).toMatch(
      /^The file is not one of the allowed types \(PNG, JPEG, GIF, WebP, PDF, Word \(\.docx\), Excel \(\.xlsx\) or PowerPoint \(\.pptx\)\)/,
    );
    await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml').expect(415);
    expect([await rowCount(), storedKeys()]).toEqual([rows, keys]);
  });

  it('no file field: 400; not multipart: 400', async () => {
    expect((await request(api).post('/api/admin/media/upload').set('Cookie', admin).field('other', 'x').expect(400)).body.message).toBe(
      'file is required: send multipart/form-data with one field named file',
    );
    await request(api).post('/api/admin/media/upload').set('Cookie', admin).send({ file: 'x' }).expect(400);
  });

  it('anonymous: 401; a user: 403', async () => {
    await request(api).post('/api/admin/media/upload').attach('file', PDF, 'a.pdf').expect(401);
    await upload(PDF, 'a.pdf', 'application/pdf', visitor).expect(403);
    await request(api).get('/api/admin/media').set('Cookie', visitor).expect(403);
    await request(api).delete('/api/admin/media/00000000-0000-0000-0000-000000000000').expect(401);
  });
});

describe('the media library', () => {
  it('filters by category and searches by name; pages when asked', async () => {
    // An image and the datasheet, as the upload tests store them, whichever of those ran before.
    const listed = async (query: string): Promise<MediaItem[]> =>
      (await request(api).get(`/api/admin/media${query}`).set('Cookie', admin).expect(200)).body;
    if (!(await listed('?search=DATASHEET')).length) await upload(PDF, 'datasheet.pdf', 'application/pdf').expect(200);
    if (!(await listed('?category=image')).length) {
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      await upload(png, 'library.png', 'image/png').expect(200);
    }
    const images: MediaItem[] = (await request(api).get('/api/admin/media?category=image').set('Cookie', admin).expect(200)).body;
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((m) => m.category === 'image')).toBe(true);
    const found: MediaItem[] = (await request(api).get('/api/admin/media?search=DATASHEET').set('Cookie', admin).expect(200)).body;
    expect(found.map((m) => m.originalName)).toEqual(['datasheet.pdf']);
    expect((await request(api).get('/api/admin/media?limit=1').set('Cookie', admin).expect(200)).body).toMatchObject({ total: await rowCount() });
    await request(api).get('/api/admin/media?category=video').set('Cookie', admin).expect(400);
  });

  it('delete: the file is gone from the library and the site at once, restorable from the trash until its time is up, then gone for good', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const file: MediaItem = (await upload(png, 'tmp.png', 'image/png').expect(200)).body.file;
    const listed = async () =>
      ((await request(api).get('/api/admin/media').set('Cookie', admin).expect(200)).body as MediaItem[]).some((f) => f.id === file.id);
    expect(storedKeys().filter((k) => k.includes(file.id))).toHaveLength(3);
    const deleted = (await request(api).delete(`/api/admin/media/${file.id}`).set('Cookie', admin).expect(200)).body;
    expect(deleted).toEqual({ id: file.id, deleted: true, restorableUntil: expect.any(String) });
    expect(Date.parse(deleted.restorableUntil) - Date.now()).toBeGreaterThan(TRASH_SECONDS * 1000 - 1000);
    expect(await listed()).toBe(false);
    await request(api).get(file.url).expect(404);
    await request(api).get(file.thumbnailUrl!).expect(404);
    await request(api).delete(`/api/admin/media/${file.id}`).set('Cookie', admin).expect(404);

    // Undo: back as it was, bytes and all.
    expect((await request(api).post(`/api/admin/media/${file.id}/restore`).set('Cookie', admin).expect(200)).body).toEqual({
      ...file,
      updatedAt: expect.any(String),
    });
    expect(await listed()).toBe(true);
    await request(api).get(file.url).expect(200);
    await request(api).post(`/api/admin/media/${file.id}/restore`).set('Cookie', admin).expect(404);

    // Deleted again and left: its objects and row go once its time is up.
    await request(api).delete(`/api/admin/media/${file.id}`).set('Cookie', admin).expect(200);
    expect(await leftTrash(file.id)).toBe('gone');
    expect(storedKeys().filter((k) => k.includes(file.id))).toEqual([]);
    await request(api).post(`/api/admin/media/${file.id}/restore`).set('Cookie', admin).expect(404);
    await request(api).delete('/api/admin/media/not-an-id').set('Cookie', admin).expect(404);
    await request(api).post('/api/admin/media/not-an-id/restore').set('Cookie', admin).expect(404);
    await request(api).post(`/api/admin/media/${file.id}/restore`).expect(401);
  });

  it('a file in the trash that a page shows again is not purged: it goes back to the library', async () => {
    const png = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const file: MediaItem = (await upload(png, 'pasted.png', 'image/png').expect(200)).body.file;
    await request(api).delete(`/api/admin/media/${file.id}`).set('Cookie', admin).expect(200);
    // Meanwhile someone pastes its address into a product.
    const product = (
      await request(api)
        .post('/api/admin/products')
        .set('Cookie', admin)
        .send({ name: `Pasted ${file.id}`, manufacturer: 'Acme', description: 'Shows a deleted file.', image: file.url })
        .expect(201)
    ).body;
    expect(await leftTrash(file.id)).toBe('library');
    await request(api).get(file.url).expect(200);
    await request(api).delete(`/api/admin/products/${product.id}`).set('Cookie', admin).expect(200);
  });

  it('a file a product or an article shows is not deleted: 409 naming them; once nothing shows it, it is', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const file: MediaItem = (await upload(png, 'shown.png', 'image/png').expect(200)).body.file;
    const product = (
      await request(api)
        .post('/api/admin/products')
        .set('Cookie', admin)
        .send({ name: 'Shown Probe', manufacturer: 'Acme', description: 'Shows a file.', image: file.url })
        .expect(201)
    ).body;
    const news = (
      await request(api)
        .post('/api/admin/news')
        .set('Cookie', admin)
        .send({ title: 'Shown News', category: 'x', excerpt: 'x', content: 'x', featuredImage: file.thumbnailUrl })
        .expect(201)
    ).body;
    const refused = await request(api).delete(`/api/admin/media/${file.id}`).set('Cookie', admin).expect(409);
    expect(refused.body.message).toBe('The file is shown by product "Shown Probe" and news article "Shown News": remove it from them first');
    await request(api).get(file.url).expect(200);
    await request(api).delete(`/api/admin/products/${product.id}`).set('Cookie', admin).expect(200);
    const still = await request(api).delete(`/api/admin/media/${file.id}`).set('Cookie', admin).expect(409);
    expect(still.body.message).toBe('The file is shown by news article "Shown News": remove it from there first');
    await request(api).delete(`/api/admin/news/${news.id}`).set('Cookie', admin).expect(200);
    await request(api).delete(`/api/admin/media/${file.id}`).set('Cookie', admin).expect(200);
    expect(await leftTrash(file.id)).toBe('gone');
  });
});

describe('image routes', () => {
  it.each([
    '/api/images/../package.json',
    '/api/images/%2e%2e/%2e%2e/package.json',
    '/api/images/uploads/..%2F..%2Fetc%2Fpasswd',
    '/api/images/.env',
    '/api/images/uploads/missing.png',
    '/optimized/../../package.json',
  ])('GET %s: 404', async (url) => {
    expect((await request(api).get(url)).status).toBe(404);
  });
});

describe('faults', () => {
  it('storage failing mid-write leaves no row', async () => {
    const rows = await rowCount();
    // The uploads folder replaced by a file: every write under it fails.
    const uploads = path.join(storageDir, 'uploads');
    // The folder exists once anything was uploaded, which other tests may or may not have done before this one.
    fs.mkdirSync(uploads, { recursive: true });
    fs.renameSync(uploads, `${uploads}.away`);
    fs.writeFileSync(uploads, 'not a folder');
    try {
      const res = await upload(PDF, 'fails.pdf', 'application/pdf').expect(503);
      expect(res.body.message).toBe('The file storage is unavailable; nothing was stored');
      expect(await rowCount()).toBe(rows);
    } finally {
      fs.rmSync(uploads);
      fs.renameSync(`${uploads}.away`, uploads);
    }
  });

  it('a failed row write leaves no orphan object', async () => {
    const db = await stack.db();
    const keys = storedKeys();
    await db.query(`ALTER TABLE media.media_files ADD CONSTRAINT refuse_probe CHECK ("originalName" <> 'refused.pdf')`);
    try {
      await upload(PDF, 'refused.pdf', 'application/pdf').expect(503);
      expect(storedKeys()).toEqual(keys);
    } finally {
      await db.query('ALTER TABLE media.media_files DROP CONSTRAINT refuse_probe');
    }
  });

  it('the media service down: the upload gets 503 at once and nothing is half-stored', async () => {
    const rows = await rowCount();
    await stack.process('media').stop();
    try {
      const started = Date.now();
      const res = await upload(PDF, 'later.pdf', 'application/pdf').expect(503);
      expect(res.body.message).toBe('The media service is unavailable');
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await stack.process('media').ensureRunning();
    }
    expect(await rowCount()).toBe(rows);
  });

  it('the media service frozen (never answers): a file read and an upload get 504 at MEDIA_TIMEOUT_MS, not a hang', async () => {
    const { file } = (await upload(PDF, 'before-freeze.pdf', 'application/pdf').expect(200)).body as { file: MediaItem };
    const media = stack.process('media');
    // The upload is one the media service refuses (HTML named .png): the paused process still has the whole body and
    // handles it once it runs again, after the gateway has given up; refused, it leaves nothing that other tests count.
    const refusedOnceResumed = () => upload(Buffer.from('<html>frozen</html>'), 'frozen.png', 'image/png');
    for (const send of [() => request(api).get(file.url), refusedOnceResumed]) {
      // A read first, so the gateway has media's address at hand (a timeout makes it ask again) and the request goes to the frozen process.
      await request(api).get(file.url).expect(200);
      media.pause();
      try {
        const started = performance.now();
        const res = await send();
        const ms = performance.now() - started;
        expect([res.status, res.body.message]).toEqual([504, `The media service did not answer within ${MEDIA_TIMEOUT_MS} ms`]);
        expect(ms).toBeGreaterThanOrEqual(MEDIA_TIMEOUT_MS - 50);
        expect(ms).toBeLessThan(MEDIA_TIMEOUT_MS + 1500);
      } finally {
        media.resume();
      }
    }
    await request(api).get(file.url).expect(200);
  });
});

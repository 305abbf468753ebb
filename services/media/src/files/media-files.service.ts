import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import pLimit from 'p-limit';
import type SharpModule from 'sharp';
import type { Logger } from 'pino';
import {
  PAGE_SIZE_MAX,
  UPLOAD_TYPES,
  boundedPage,
  uploadTypesText,
  type MediaCategory,
  type MediaDeleted,
  type MediaItem,
  type Page,
} from '@lora/contracts';
import { SERVICE_CONFIG, SERVICE_LOGGER, notFound, pageOffset } from '@lora/runtime';
import type { MediaConfig } from '../config.js';
import { OBJECT_STORAGE } from '../storage/storage.module-provider.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { toMediaItem } from '../data/media-file.entity.js';
import { MediaStore } from '../data/media.store.js';

/**
 * sharp (libvips) is loaded with the first image, not at start: a media service that only serves files never
 * maps it. Its operation cache is off: each upload is decoded once, so a cache would only hold memory.
 */
let sharpModule: Promise<typeof SharpModule> | undefined;
function loadSharp(): Promise<typeof SharpModule> {
  return (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}

/** How each picture type is written again (stripping what it carries besides the picture); a GIF is kept as sent. */
const REENCODE: Record<string, 'png' | 'jpeg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

/** What an upload may be, told by its bytes: the type, the stored extension and the kind. */
const ALLOWED: Record<string, { ext: string; category: MediaCategory; reencode?: 'png' | 'jpeg' | 'webp' }> = Object.fromEntries(
  UPLOAD_TYPES.map(({ mime, ext, category }) => [mime, { ext, category, reencode: REENCODE[mime] }]),
);
export const ALLOWED_TYPES_TEXT = uploadTypesText();

/** The longest side of a thumbnail, in pixels. */
const THUMBNAIL_SIZE = 320;

export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422 | 503,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadMeta {
  originalName: string;
  uploadedBy: string;
}

/** A media file's id as its objects' keys carry it. */
const MEDIA_ID_IN_KEY = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** The public URL of an object: every stored byte is served under /api/images. */
const publicUrl = (key: string) => `/api/images/${key}`;

/**
 * The media library: uploads checked by their bytes, pictures cleaned (orientation applied, EXIF and
 * GPS removed) with a WebP and a JPEG thumbnail (a WebP also with a JPEG copy at its address ending
 * .jpg), every object in the storage backend, a row per file.
 * Objects are written before the row and removed again if the row cannot be; a deleted file waits in
 * the trash, and its row goes only when its objects are gone (MediaTrash). So no row points at
 * nothing, and no object is left unlisted.
 */
@Injectable()
export class MediaFilesService {
  constructor(
    @Inject(MediaStore) private readonly store: MediaStore,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(SERVICE_CONFIG) private readonly config: MediaConfig,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    this.decoding = pLimit(config.imageDecodesAtOnce);
  }

  /**
   * Decoding bounds: a 35-byte file can claim 7000 × 7000 pixels, 196 MB once decoded. A picture's header is read
   * first and one over IMAGE_MAX_MEGAPIXELS is refused before any decode; the decodes themselves run at most
   * IMAGE_DECODES_AT_ONCE at a time, so concurrent uploads wait their turn instead of each holding a decoded picture.
   */
  private readonly decoding: ReturnType<typeof pLimit>;

  async list(query: { limit?: number; cursor?: string; category?: MediaCategory; search?: string }): Promise<Page<MediaItem>> {
    const offset = pageOffset(query.cursor);
    const [rows, total] = await this.store.files.page(query, offset, query.limit ?? PAGE_SIZE_MAX);
    return boundedPage(rows.map(toMediaItem), offset, total);
  }

  /**
   * Moves a file to the trash: at once it is gone from the library and its bytes are no longer served, as SPEC's
   * delete; until `restorableUntil` it can be restored (Undo), then MediaTrash removes its objects and row.
   */
  async remove(id: string): Promise<MediaDeleted> {
    const deletedAt = new Date();
    await this.store.transaction(async (tx) => {
      if (!(await tx.files.findForUpdate(id))) throw notFound(`Media file ${id} not found`);
      await tx.files.setDeletedAt(id, deletedAt);
    });
    return { id, deleted: true, restorableUntil: new Date(deletedAt.getTime() + this.config.trashMs).toISOString() };
  }

  /** Takes a file back out of the trash, while it is there. */
  async restore(id: string): Promise<MediaItem> {
    return this.store.transaction(async (tx) => {
      const row = await tx.files.findForUpdate(id, true);
      if (!row) throw notFound(`Media file ${id} is not in the trash: it was never deleted, or it is gone for good`);
      await tx.files.setDeletedAt(id, null);
      return toMediaItem({ ...row, deletedAt: null });
    });
  }

  /** Whether an object's bytes belong to a file in the trash (its id is in its key): they are not served. */
  async inTrash(key: string): Promise<boolean> {
    const id = MEDIA_ID_IN_KEY.exec(key)?.[0];
    return id !== undefined && (await this.store.files.isTrashed(id));
  }

  /** Takes an upload's bytes as they arrive, never more than the limit, and stores what they are. */
  async upload(body: Readable, meta: UploadMeta): Promise<MediaItem> {
    const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'lora-upload-'));
    try {
      const received = path.join(work, 'received');
      await this.receive(body, received);
      const detected = await fileTypeFromFile(received);
      const allowed = detected ? ALLOWED[detected.mime] : undefined;
      if (!allowed)
        throw new UploadError(
          415,
          `The file is not one of the allowed types (${ALLOWED_TYPES_TEXT}); its bytes are ${detected ? detected.mime : 'of no known type'}`,
        );
      return await this.keep(received, work, allowed, detected!.mime, meta);
    } finally {
      await fsp.rm(work, { recursive: true, force: true });
    }
  }

  private async receive(body: Readable, file: string): Promise<void> {
    const max = this.config.uploadMaxBytes;
    let bytes = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback(bytes > max ? new UploadError(413, `The file is larger than the ${max / 1024 / 1024} MB limit`) : null, chunk);
      },
    });
    await pipeline(body, limit, fs.createWriteStream(file));
    if (bytes === 0) throw new UploadError(400, 'The file is empty');
  }

  /**
   * Decodes a picture once and writes what is stored of it: the original re-encoded without metadata (for the types
   * that are) and the two thumbnails; their objects are added to `objects`.
   */
  private async pictureVariants(
    sharp: typeof SharpModule,
    received: string,
    work: string,
    allowed: (typeof ALLOWED)[string],
    mimeType: string,
    filename: string,
    id: string,
    objects: Array<{ key: string; file: string; contentType: string }>,
  ): Promise<void> {
    const image = sharp(received, { limitInputPixels: this.config.imageMaxPixels, failOn: 'error' });
    let original = received;
    if (allowed.reencode) {
      // Orientation applied, then written without metadata: no EXIF, GPS or camera details survive. A WebP at 80, as
      // the site's own pictures: at 90 it is twice the bytes for no difference a visitor sees.
      original = path.join(work, `clean.${allowed.ext}`);
      const encoded = image.clone().rotate();
      const format =
        allowed.reencode === 'png'
          ? encoded.png()
          : allowed.reencode === 'jpeg'
            ? encoded.jpeg({ quality: 90, mozjpeg: true })
            : encoded.webp({ quality: 80 });
      await format.toFile(original);
    }
    objects.push({ key: `uploads/${filename}`, file: original, contentType: mimeType });
    if (allowed.reencode === 'webp') {
      // SPEC's fallback for a browser without WebP: the same address ending in .jpg.
      const jpeg = path.join(work, 'fallback.jpg');
      await image.clone().rotate().jpeg({ quality: 90, mozjpeg: true }).toFile(jpeg);
      objects.push({ key: `uploads/${id}.jpg`, file: jpeg, contentType: 'image/jpeg' });
    }
    const thumb = image.clone().rotate().resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true });
    await thumb.clone().webp({ quality: 80 }).toFile(path.join(work, 'thumb.webp'));
    await thumb.clone().jpeg({ quality: 80 }).toFile(path.join(work, 'thumb.jpg'));
    objects.push({ key: `uploads/${id}-thumb.webp`, file: path.join(work, 'thumb.webp'), contentType: 'image/webp' });
    objects.push({ key: `uploads/${id}-thumb.jpg`, file: path.join(work, 'thumb.jpg'), contentType: 'image/jpeg' });
  }

  private async keep(received: string, work: string, allowed: (typeof ALLOWED)[string], mimeType: string, meta: UploadMeta): Promise<MediaItem> {
    const id = randomUUID();
    const filename = `${id}.${allowed.ext}`;
    const objects: Array<{ key: string; file: string; contentType: string }> = [];
    let thumbnailUrl: string | null = null;
    if (allowed.category === 'image') {
      const sharp = await loadSharp();
      const declared = await sharp(received, { limitInputPixels: false })
        .metadata()
        .catch(() => undefined);
      if (declared?.width && declared.height && declared.width * declared.height > this.config.imageMaxPixels) {
        throw new UploadError(
          422,
          `The picture is ${declared.width} × ${declared.height} pixels; at most ${this.config.imageMaxPixels / 1_000_000} megapixels are accepted`,
        );
      }
      try {
        await this.decoding(() => this.pictureVariants(sharp, received, work, allowed, mimeType, filename, id, objects));
        thumbnailUrl = publicUrl(`uploads/${id}-thumb.webp`);
      } catch (err) {
        this.logger.warn({ err: (err as Error).message }, 'An upload with image bytes could not be decoded');
        throw new UploadError(415, 'The image could not be read: it is damaged or not really an image');
      }
    } else {
      objects.push({ key: `uploads/${filename}`, file: received, contentType: mimeType });
    }

    const written: string[] = [];
    try {
      for (const object of objects) {
        const { size } = await fsp.stat(object.file);
        await this.storage.put(object.key, fs.createReadStream(object.file), size, object.contentType);
        written.push(object.key);
      }
    } catch (err) {
      this.logger.error({ err }, 'Storing an upload failed; removing what was written');
      await this.forget(written);
      throw new UploadError(503, 'The file storage is unavailable; nothing was stored');
    }

    try {
      const row = await this.store.files.insert({
        id,
        filename,
        originalName: meta.originalName,
        mimeType,
        category: allowed.category,
        url: publicUrl(`uploads/${filename}`),
        uploadedBy: meta.uploadedBy,
        size: (await fsp.stat(objects[0].file)).size,
        thumbnailUrl,
        objectKeys: written,
      });
      return toMediaItem(row);
    } catch (err) {
      this.logger.error({ err }, 'Recording an upload failed; removing its objects');
      await this.forget(written);
      throw new UploadError(503, 'The media library is unavailable; nothing was stored');
    }
  }

  private async forget(keys: string[]): Promise<void> {
    for (const key of keys) await this.storage.remove(key).catch((err) => this.logger.error({ err, key }, 'Could not remove an object'));
  }
}

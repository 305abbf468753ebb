import type http from 'node:http';
import parseRange from 'range-parser';
import type { InternalRoute } from '@lora/runtime';
import { UPLOAD_MAX_BYTES, UPLOAD_NAME_MAX, isObjectKey } from '@lora/contracts';
import { assertKey, contentTypeOf, type ObjectStorage } from '../storage/object-storage.js';
import { MediaFilesService, UploadError } from './media-files.service.js';

/** The internal paths the gateway streams bytes through (never NATS). */
export const INTERNAL_UPLOADS = '/internal/uploads';
const OBJECT_PATH = /^\/internal\/objects\/(.+)$/;

const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp)$/;

function json(res: http.ServerResponse, status: number, body: unknown, close = false): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...(close ? { connection: 'close' } : {}) });
  res.end(JSON.stringify(body));
}

/**
 * POST /internal/uploads: the file's bytes as the body, its name and uploader in headers; answers
 * `{file}` or `{statusCode, message}`. GET/HEAD /internal/objects/<key>: an object's bytes with
 * ETag, range requests and caching headers, which the gateway passes on.
 */
export function fileRoutes(files: MediaFilesService, storage: ObjectStorage): InternalRoute[] {
  const upload = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    let originalName: string;
    try {
      originalName = decodeURIComponent(String(req.headers['x-original-name'] ?? '')).trim();
    } catch {
      originalName = '';
    }
    const uploadedBy = String(req.headers['x-uploaded-by'] ?? '').trim();
    if (!originalName || !uploadedBy || [...originalName].length > UPLOAD_NAME_MAX) {
      req.resume();
      return json(res, 400, { statusCode: 400, message: `An upload needs its file name (at most ${UPLOAD_NAME_MAX} characters) and its uploader` });
    }
    try {
      const file = await files.upload(req, { originalName, uploadedBy });
      json(res, 200, { file });
    } catch (err) {
      if (!(err instanceof UploadError)) throw err;
      // A refused body is not read to its end: answer, then close the connection.
      json(res, err.status, { statusCode: err.status, message: err.message }, err.status === 413);
      if (err.status === 413) req.destroy();
    }
  };

  const serve =
    (head: boolean) =>
    async (req: http.IncomingMessage, res: http.ServerResponse, [raw]: string[]): Promise<void> => {
      let key: string;
      try {
        key = decodeURIComponent(raw);
        assertKey(key);
      } catch {
        return json(res, 404, { statusCode: 404, message: 'Not found' });
      }
      // A file in the trash is deleted as far as anyone reading it can tell.
      const stat = (await files.inTrash(key)) ? undefined : await storage.stat(key);
      if (!stat) return json(res, 404, { statusCode: 404, message: 'Not found' });
      const contentType = contentTypeOf(key);
      const headers: http.OutgoingHttpHeaders = {
        'content-type': contentType,
        etag: stat.etag,
        'last-modified': stat.modified.toUTCString(),
        'accept-ranges': 'bytes',
        // Uploads are named by a fresh UUID and never change; other objects (the seed's) may be replaced.
        'cache-control': key.startsWith('uploads/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      };
      if (!IMAGE_TYPES.test(contentType)) headers['content-disposition'] = `attachment; filename="${key.slice(key.lastIndexOf('/') + 1)}"`;
      if (
        req.headers['if-none-match'] &&
        req.headers['if-none-match'].split(',').some((tag) => tag.trim().replace(/^W\//, '') === stat.etag || tag.trim() === '*')
      ) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      const ranges =
        req.headers.range && rangeApplies(req.headers['if-range'], stat) ? parseRange(stat.size, req.headers.range, { combine: true }) : undefined;
      if (ranges === -1) {
        res.writeHead(416, { ...headers, 'content-range': `bytes */${stat.size}` });
        res.end();
        return;
      }
      // One range is served as asked; several (rare) or a malformed header get the whole object.
      const range = Array.isArray(ranges) && ranges.length === 1 && ranges.type === 'bytes' ? ranges[0] : undefined;
      const length = range ? range.end - range.start + 1 : stat.size;
      res.writeHead(range ? 206 : 200, {
        ...headers,
        'content-length': length,
        ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${stat.size}` } : {}),
      });
      if (head) {
        res.end();
        return;
      }
      const body = await storage.read(key, range);
      if (!body) {
        res.destroy();
        return;
      }
      body.on('error', () => res.destroy());
      body.pipe(res);
    };

  /** The site's own pictures (the seed's, for its pages' heroes): stored under a chosen key, outside the library. */
  const put = async (req: http.IncomingMessage, res: http.ServerResponse, [raw]: string[]): Promise<void> => {
    const key = decodeURIComponent(raw);
    const size = Number(req.headers['content-length']);
    if (!isObjectKey(key) || key.startsWith('uploads/') || !Number.isInteger(size) || size < 1 || size > UPLOAD_MAX_BYTES) {
      req.resume();
      return json(res, 400, { statusCode: 400, message: 'A site image needs a key outside uploads/ and a Content-Length up to 10 MB' });
    }
    await storage.put(key, req, size, contentTypeOf(key));
    json(res, 201, { key, url: `/api/images/${key}` });
  };

  return [
    { method: 'PUT', path: OBJECT_PATH, handle: put },
    { method: 'POST', path: INTERNAL_UPLOADS, handle: upload },
    { method: 'GET', path: OBJECT_PATH, handle: serve(false) },
    { method: 'HEAD', path: OBJECT_PATH, handle: serve(true) },
  ];
}

/**
 * Whether a Range request still gets its part (RFC 9110 §13.1.5): with no If-Range; with an If-Range naming the
 * object's current ETag, strongly compared; or with exactly its Last-Modified date. A weak or other tag, another date,
 * or text that is neither means the client's copy may differ: it gets the whole object.
 */
function rangeApplies(ifRange: string | string[] | undefined, current: { etag: string; modified: Date }): boolean {
  if (ifRange === undefined) return true;
  if (Array.isArray(ifRange)) return false;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === current.etag;
  return value === current.modified.toUTCString();
}

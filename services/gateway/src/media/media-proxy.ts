import dns from 'node:dns';
import http, { STATUS_CODES } from 'node:http';
import type { LookupFunction } from 'node:net';
import {
  BadRequestException,
  GatewayTimeoutException,
  HttpException,
  HttpStatus,
  PayloadTooLargeException,
  ServiceUnavailableException,
} from '@nestjs/common';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { UPLOAD_MAX_BYTES, UPLOAD_NAME_MAX, isObjectKey, type UploadResult } from '@lora/contracts';
import type { MediaEndpoint } from './media-endpoint.js';

const UNAVAILABLE = 'The media service is unavailable';

/** Media stayed silent for longer than MEDIA_TIMEOUT_MS. */
class MediaTimedOut extends Error {}

/**
 * Media's address resolved to each of its replicas in turn (a name with several addresses: a compose service scaled
 * up, a headless Service), so reads spread over them, and a read retried after a replica refused it goes to another.
 */
let turn = 0;
const roundRobin =
  (avoid: string | undefined, chose: (address: string) => void): LookupFunction =>
  (hostname, options, callback) =>
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err || !addresses.length) return callback(err ?? new Error(`${hostname} has no address`), '', 4);
      // A retry goes to another replica than the one that refused, when there is another.
      const candidates = addresses.filter((a) => a.address !== avoid);
      const pool = candidates.length ? candidates : addresses;
      const chosen = pool[turn++ % pool.length];
      chose(chosen.address);
      if (options.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [chosen]);
      else callback(null, chosen.address, chosen.family);
    });

/**
 * A request to media that is given up (destroyed with MediaTimedOut) once media has been silent for the endpoint's
 * timeout. Its error carries the address of the replica it went to (`address`), so that a retry can avoid it.
 */
function requestMedia(url: string, options: http.RequestOptions, endpoint: MediaEndpoint, avoid?: string): http.ClientRequest {
  let address: string | undefined;
  const upstream = http.request(url, { ...options, timeout: endpoint.timeoutMs, lookup: roundRobin(avoid, (chosen) => (address = chosen)) });
  // A kept-alive socket skips the lookup: its peer is known as soon as it is handed over.
  upstream.on('socket', (socket) => (address = socket.remoteAddress ?? address));
  upstream.on('timeout', () => upstream.destroy(new MediaTimedOut()));
  upstream.prependListener('error', (err: Error & { address?: string }) => (err.address ??= address));
  return upstream;
}

/** What a failed request to media answers: 504 when media stayed silent, 503 when it could not be reached. Its address is asked again next time. */
function mediaFailure(err: unknown, endpoint: MediaEndpoint): HttpException {
  endpoint.forget();
  return err instanceof MediaTimedOut
    ? new GatewayTimeoutException(`The media service did not answer within ${endpoint.timeoutMs} ms`)
    : new ServiceUnavailableException(UNAVAILABLE);
}
/** Request headers an object read passes on to media, and answer headers it passes back. */
const READ_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since'];
const ANSWER_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'content-disposition',
];

/**
 * Streams the one `file` field of a multipart upload to media as it arrives: the gateway never holds
 * the file, and stops reading at the 10 MB limit (413, connection closed, nothing stored).
 */
export function streamUpload(req: Request, base: string, uploadedBy: string, endpoint: MediaEndpoint): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // File names are read as UTF-8, as browsers send them (busboy's default is Latin-1).
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: UPLOAD_MAX_BYTES + 1, fields: 10, parts: 12 } });
    } catch {
      return reject(new BadRequestException('Send the file as multipart/form-data with one field named file'));
    }
    let settled = false;
    let sawFile = false;
    const finish = (err: Error | null, value?: UploadResult) => {
      if (settled) return;
      settled = true;
      if (err) {
        // The rest of a refused body is read and dropped (the 413 closes the connection after it), so the
        // client gets the answer instead of a reset; HTTP_REQUEST_TIMEOUT_MS bounds how long that may take.
        req.unpipe(parser);
        req.resume();
        reject(err);
      } else resolve(value!);
    };

    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      if ([...(info.filename ?? '')].length > UPLOAD_NAME_MAX) {
        stream.resume();
        return finish(new BadRequestException(`The file name must be at most ${UPLOAD_NAME_MAX} characters`));
      }
      const upstream = requestMedia(
        `${base}/internal/uploads`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/octet-stream',
            'x-original-name': encodeURIComponent(info.filename || 'file'),
            'x-uploaded-by': uploadedBy,
          },
        },
        endpoint,
      );
      upstream.on('response', (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          let body: { file?: UploadResult['file']; message?: string };
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
          } catch {
            return finish(new ServiceUnavailableException(UNAVAILABLE));
          }
          if (answer.statusCode === 200 && body.file) return finish(null, { file: body.file });
          const status = answer.statusCode && answer.statusCode >= 400 ? answer.statusCode : HttpStatus.BAD_GATEWAY;
          finish(new HttpException({ statusCode: status, message: body.message ?? 'The upload failed' }, status));
        });
        answer.on('error', (err) => finish(mediaFailure(err, endpoint)));
      });
      upstream.on('error', (err) => finish(mediaFailure(err, endpoint)));
      // busboy stops at fileSize bytes: one byte more than allowed tells a file over the limit from one exactly at it.
      stream.on('limit', () => {
        upstream.destroy();
        finish(new PayloadTooLargeException(`The file is larger than the ${UPLOAD_MAX_BYTES / 1024 / 1024} MB limit`));
      });
      stream.pipe(upstream);
    });
    parser.on('error', () => finish(new BadRequestException('The multipart body is malformed')));
    parser.on('close', () => {
      if (!sawFile) finish(new BadRequestException('file is required: send multipart/form-data with one field named file'));
    });
    req.pipe(parser);
  });
}

/** A connection that media refused or dropped before answering: a replica stopping, say. */
const REFUSED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Answers an object read (an image, a document) from media, passing ranges and validators through. A read refused
 * before any answer (a replica stopping) is made once more, to the next replica: reads are idempotent.
 */
export async function proxyObject(
  req: Request,
  res: Response,
  key: string,
  endpoint: MediaEndpoint,
  notFound: (res: Response) => void = jsonNotFound(req),
  retry = true,
  avoid?: string,
): Promise<void> {
  const base = await endpoint.url();
  let again: { avoid?: string } | undefined;
  await new Promise<void>((resolve) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const name of READ_HEADERS) if (req.headers[name]) headers[name] = req.headers[name];
    const upstream = requestMedia(
      `${base}/internal/objects/${key.split('/').map(encodeURIComponent).join('/')}`,
      // The retry opens a connection of its own: a kept-alive one may lead to the replica that refused.
      { method: req.method === 'HEAD' ? 'HEAD' : 'GET', headers, ...(retry ? {} : { agent: false }) },
      endpoint,
      avoid,
    );
    upstream.on('response', (answer) => {
      const status = answer.statusCode ?? 502;
      if (status === 404) {
        answer.resume();
        notFound(res);
        return resolve();
      }
      res.status(status);
      for (const name of ANSWER_HEADERS) if (answer.headers[name]) res.setHeader(name, answer.headers[name]);
      answer.pipe(res);
      answer.on('end', resolve);
      answer.on('error', () => {
        res.destroy();
        resolve();
      });
    });
    upstream.on('error', (err) => {
      if (retry && !res.headersSent && REFUSED.has((err as NodeJS.ErrnoException).code ?? '')) {
        again = { avoid: (err as { address?: string }).address };
        return resolve();
      }
      const failure = mediaFailure(err, endpoint);
      const status = failure.getStatus();
      // Once the answer has begun, only cutting it short tells the client it is incomplete.
      if (res.headersSent) res.destroy();
      else
        res
          .status(status)
          .json({ statusCode: status, error: STATUS_CODES[status], message: failure.message, requestId: (req as Request & { id?: string }).id });
      resolve();
    });
    upstream.end();
  });
  if (again) await proxyObject(req, res, key, endpoint, notFound, false, again.avoid);
}

/** Under /api an unknown file is the API's JSON 404. */
const jsonNotFound = (req: Request) => (res: Response) =>
  void res
    .status(404)
    .json({ statusCode: 404, error: 'Not Found', message: 'No such image or file', requestId: (req as Request & { id?: string }).id });

/** Outside /api, a plain-text 404 like every other missing file. */
export const plainNotFound = (res: Response) => void res.status(404).type('text/plain').send('Not found');

/** The object key a path names (leading slashes aside), if it is one. */
export function objectKeyOf(path: string): string | undefined {
  const key = path.replace(/^\/+/, '');
  return isObjectKey(key) ? key : undefined;
}

/** An object read whole was larger than the reader allows. */
export class ObjectTooLarge extends Error {}

/**
 * Reads a whole object from media into memory, for the gateway's own use (a datasheet's picture): at most `maxBytes`,
 * else ObjectTooLarge; undefined when media has no such object; a 503 or 504 HttpException when media cannot be had.
 */
export async function readObject(key: string, endpoint: MediaEndpoint, maxBytes: number): Promise<Buffer | undefined> {
  const base = await endpoint.url();
  return new Promise<Buffer | undefined>((resolve, reject) => {
    const upstream = requestMedia(`${base}/internal/objects/${key.split('/').map(encodeURIComponent).join('/')}`, { method: 'GET' }, endpoint);
    upstream.on('response', (answer) => {
      if (answer.statusCode === 404) {
        answer.resume();
        return resolve(undefined);
      }
      if (answer.statusCode !== 200) {
        answer.resume();
        return reject(new ServiceUnavailableException(UNAVAILABLE));
      }
      if (Number(answer.headers['content-length'] ?? 0) > maxBytes) {
        upstream.destroy();
        return reject(new ObjectTooLarge(`${key} is larger than ${maxBytes} bytes`));
      }
      const chunks: Buffer[] = [];
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > maxBytes) {
          upstream.destroy();
          return reject(new ObjectTooLarge(`${key} is larger than ${maxBytes} bytes`));
        }
        chunks.push(chunk);
      });
      answer.on('end', () => resolve(Buffer.concat(chunks)));
      answer.on('error', (err) => reject(mediaFailure(err, endpoint)));
    });
    upstream.on('error', (err) => reject(err instanceof ObjectTooLarge ? err : mediaFailure(err, endpoint)));
    upstream.end();
  });
}

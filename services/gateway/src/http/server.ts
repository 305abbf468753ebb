import http, { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';

/** The server's time limits (GatewayConfig's `http`). */
export interface HttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

/**
 * The gateway's HTTP server. Idle keep-alive connections outlive a proxy's (commonly 60 s), so the
 * proxy, never the gateway, closes a connection it may be about to reuse; a request whose headers or
 * body trickle in is cut off at the configured limits with a JSON 408 instead of holding a socket.
 */
export function createHttpServer(
  handler: http.RequestListener,
  limits: HttpLimits,
  logger: Logger,
  serverResponse: typeof http.ServerResponse<IncomingMessage>,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node enforces both timeouts on this tick (30 s unless told), which would stretch a 20 s limit to 50 s.
      connectionsCheckingInterval: Math.max(100, Math.floor(limits.headersTimeoutMs / 10)),
      // The gateway's: the response cache keeps what these write (see PublicReadCache).
      ServerResponse: serverResponse,
    },
    handler,
  );
  // The response each connection is answering, if any: a client error then must not write a second one into it.
  const answering = new WeakMap<Duplex, ServerResponse>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => answering.set(req.socket, res));
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => answerClientError(err, socket, answering.get(socket), limits, logger));
  return server;
}

/** How long, and how many more bytes, a refused body is read after its answer before the socket is closed. */
export const LINGER_MS = 1000;
const LINGER_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Ends an answer (written whole already) that closes its connection, with a lingering close as nginx does:
 * a client that sends its whole body before it reads (a browser's fetch, most HTTP libraries) would see a
 * connection reset instead of the answer if the socket closed while its body was still arriving. So the
 * rest of the request is read and dropped, for at most LINGER_MS and LINGER_MAX_BYTES, and only then does
 * the response end (and Node close the connection).
 */
export function endAfterLingering(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) {
    res.end();
    return;
  }
  let dropped = 0;
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_MAX_BYTES) end();
  };
  const end = () => {
    clearTimeout(timer);
    req.off('data', drop);
    req.off('end', end);
    if (!res.writableEnded) res.end();
  };
  const timer = setTimeout(end, LINGER_MS);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
  req.on('data', drop);
  req.once('end', end);
  req.resume();
}

/** What a refused request is told, in the API's error shape. */
function describeClientError(err: NodeJS.ErrnoException, limits: HttpLimits): { status: number; message: string } {
  switch (err.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        message: `The request did not arrive in time: its headers are allowed ${limits.headersTimeoutMs / 1000} s and the whole request ${limits.requestTimeoutMs / 1000} s`,
      };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers are too large' };
    default:
      return { status: 400, message: 'Malformed HTTP request' };
  }
}

/** Node's default answer with a JSON body; as Node does, nothing is written once a response has begun. */
function answerClientError(
  err: NodeJS.ErrnoException,
  socket: Duplex,
  answering: ServerResponse | undefined,
  limits: HttpLimits,
  logger: Logger,
): void {
  if (err.code === 'ECONNRESET' || !socket.writable || (answering?.headersSent && !answering.writableFinished)) {
    socket.destroy();
    return;
  }
  const { status, message } = describeClientError(err, limits);
  const requestId = randomUUID();
  logger.warn({ code: err.code, status, requestId }, message);
  const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], message, requestId });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}

import http from 'node:http';
import type { Registry } from 'prom-client';

/** A route a service adds to its internal HTTP server (file bytes, for one). */
export interface InternalRoute {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** Exact path, or a pattern whose groups the handler reads. */
  path: string | RegExp;
  handle(req: http.IncomingMessage, res: http.ServerResponse, params: string[]): void | Promise<void>;
}

export interface ProbeServer {
  server: http.Server;
  port: number;
  /**
   * Takes no more connections, closes the idle ones and answers what is in flight with `Connection: close`;
   * resolves once those answers are sent.
   */
  close(): Promise<void>;
}

/**
 * The service's internal HTTP server: `/healthz` (process up), `/readyz` (its own dependencies
 * reachable), `/metrics`, and the service's own routes.
 */
export async function startProbeServer(options: {
  port: number;
  host?: string;
  ready: () => Promise<boolean>;
  registry: Registry;
  routes?: InternalRoute[];
  /** Told of what a route threw (the caller gets a bare 500): to log it. */
  onError?: (err: unknown, path: string) => void;
}): Promise<ProbeServer> {
  const routes = options.routes ?? [];
  let closing = false;
  /** Answers not yet sent: once closing, each goes out with `Connection: close`. */
  const inFlight = new Set<http.ServerResponse>();
  // A client with a kept-alive connection sends no more on it: its next request opens one, to another replica.
  const lastOnItsConnection = (res: http.ServerResponse) => void (res.headersSent || res.setHeader('connection', 'close'));
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    inFlight.add(res);
    res.on('close', () => inFlight.delete(res));
    if (closing) lastOnItsConnection(res);
    try {
      if (path === '/healthz') return send(res, 200, { status: 'ok' });
      if (path === '/readyz') {
        const ok = await options.ready();
        return send(res, ok ? 200 : 503, { status: ok ? 'ready' : 'not ready' });
      }
      if (path === '/metrics') {
        res.writeHead(200, { 'content-type': options.registry.contentType });
        return res.end(await options.registry.metrics());
      }
      for (const route of routes) {
        const params = matchPath(route.path, path);
        if (!params) continue;
        if (route.method !== req.method) continue;
        return await route.handle(req, res, params);
      }
      send(res, 404, { message: 'Not found' });
    } catch (err) {
      options.onError?.(err, path);
      if (!res.headersSent) send(res, 500, { message: 'Internal error' });
      else res.destroy();
    }
  };
  // `answer` handles its own failures; the server has nothing to do with its promise.
  const server = http.createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    port,
    close: () => {
      closing = true;
      inFlight.forEach(lastOnItsConnection);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      return closed;
    },
  };
}

function matchPath(pattern: string | RegExp, path: string): string[] | null {
  if (typeof pattern === 'string') return pattern === path ? [] : null;
  const match = pattern.exec(path);
  return match ? match.slice(1) : null;
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

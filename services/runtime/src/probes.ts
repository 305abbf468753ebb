import http from 'node:http';
import type { Registry } from 'prom-client';

export interface ProbeServer {
  server: http.Server;
  port: number;
  close(): Promise<void>;
}

/** `/healthz` (process up), `/readyz` (dependencies reachable) and `/metrics` on an internal port. */
export async function startProbeServer(options: {
  port: number;
  host?: string;
  ready: () => Promise<boolean>;
  registry: Registry;
}): Promise<ProbeServer> {
  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
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
      send(res, 404, { message: 'Not found' });
    } catch {
      send(res, 500, { message: 'Probe failed' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Registry } from 'prom-client';
import { startProbeServer, type ProbeServer } from './probes.js';

let probes: ProbeServer;
let ready = true;
let base: string;

beforeAll(async () => {
  probes = await startProbeServer({
    port: 0,
    host: '127.0.0.1',
    registry: new Registry(),
    ready: () => Promise.resolve(ready),
    routes: [
      {
        method: 'GET',
        path: /^\/files\/([a-z0-9-]+)$/,
        handle: (_req, res, [key]) => void res.writeHead(200, { 'content-type': 'text/plain' }).end(`file ${key}`),
      },
      {
        method: 'POST',
        path: '/files',
        handle: () => {
          throw new Error('disk full');
        },
      },
    ],
  });
  base = `http://127.0.0.1:${probes.port}`;
});

afterAll(async () => {
  await probes.close();
});

describe('a service internal HTTP server', () => {
  it('answers the probes', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready' });
    ready = false;
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    ready = true;
  });

  it("serves the service's own routes with the path's groups", async () => {
    const res = await fetch(`${base}/files/abc-123`);
    expect([res.status, await res.text()]).toEqual([200, 'file abc-123']);
  });

  it('answers 404 to another method or path, and a plain 500 when a route throws', async () => {
    expect((await fetch(`${base}/files/abc`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${base}/nothing`)).status).toBe(404);
    const failed = await fetch(`${base}/files`, { method: 'POST' });
    expect([failed.status, await failed.json()]).toEqual([500, { message: 'Internal error' }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
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

describe('a service internal HTTP server told to close', () => {
  /** A GET through `agent`: its status, Connection header and body. */
  const get = (agent: http.Agent, url: string) =>
    new Promise<{ status?: number; connection?: string; body: string }>((resolve, reject) =>
      http
        .get(url, { agent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
        })
        .on('error', reject),
    );

  it('takes no new connection, answers what it holds with Connection: close, and is closed once that answer is sent', async () => {
    let entered!: () => void;
    const inRoute = new Promise<void>((resolve) => (entered = resolve));
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const server = await startProbeServer({
      port: 0,
      host: '127.0.0.1',
      registry: new Registry(),
      ready: () => Promise.resolve(true),
      routes: [
        {
          method: 'GET',
          path: '/slow',
          handle: async (_req, res) => {
            entered();
            await held;
            res.writeHead(200, { 'content-type': 'text/plain' }).end('done');
          },
        },
      ],
    });
    const url = `http://127.0.0.1:${server.port}`;
    const agent = new http.Agent({ keepAlive: true });
    // One connection kept alive and idle, one with a request in flight.
    expect((await get(agent, `${url}/healthz`)).status).toBe(200);
    const slow = get(new http.Agent({ keepAlive: true }), `${url}/slow`);
    await inRoute;

    let closed = false;
    const closing = server.close().then(() => (closed = true));
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(closed).toBe(false);
    finish();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'done' });
    await closing;
    expect(closed).toBe(true);
    agent.destroy();
  });
});

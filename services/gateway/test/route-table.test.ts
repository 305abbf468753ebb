import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import { ServiceBus } from '@lora/contracts';
import { createLogger } from '@lora/runtime';
import { newTestId, testInfrastructure } from '../../../infra/src/testing/environment.js';
import { gatewayConfig } from '../src/config.js';
import { createGateway, type Gateway } from '../src/app.js';
import { buildOpenApiDocument } from '../src/openapi/document.js';
import { pathPattern } from '../src/http/route-table.js';
import { ADMIN_AREA, ROUTES } from '../src/routes.js';

/** One entry of Express's router: a route (a method and path with its handlers) or a middleware. */
interface Layer {
  name: string;
  rawPath?: string | RegExp;
  route?: { path: string | RegExp; methods: Record<string, boolean> };
}

let bus: ServiceBus;
let gateway: Gateway;
let layers: Layer[];

beforeAll(async () => {
  const prefix = `t_${newTestId()}`;
  const config = gatewayConfig.load({ NODE_ENV: 'test', LOG_LEVEL: 'silent', NATS_URL: testInfrastructure().natsUrl, NATS_SUBJECT_PREFIX: prefix });
  bus = await ServiceBus.connect({ url: config.natsUrl, prefix, name: 'route-table-test' });
  gateway = await createGateway({ bus, config, logger: createLogger('gateway', 'silent') });
  const express: Express = gateway.app.getHttpAdapter().getInstance();
  layers = (express.router as unknown as { stack: Layer[] }).stack;
});

afterAll(async () => {
  await gateway?.app.close();
  await bus?.close();
});

/** `METHOD path` of a router entry: ALL for one that takes every method (`express.all`, Nest's middleware). */
function routeOf(route: NonNullable<Layer['route']>): string {
  const methods = Object.keys(route.methods);
  const method = methods.length > 1 && methods.includes('propfind') ? 'ALL' : methods.join(',').toUpperCase();
  return `${method} ${typeof route.path === 'string' ? route.path : route.path.source}`;
}

/** `METHOD path` of a row as it is mounted: Nest and Swagger mount the path as written, the site's handlers as its pattern. */
const mountedAs = (row: (typeof ROUTES)[number]) =>
  `${row.method} ${row.answer.kind === 'api' || row.answer.kind === 'docs' ? row.path : pathPattern(row.path).source}`;

/** Swagger UI's files: served by a middleware under the document's path, not a route (see the second test). */
const swaggerFiles = (row: (typeof ROUTES)[number]) => row.answer.kind === 'docs' && row.path.includes('*');

describe('the route table', () => {
  it('is every route the application mounts, and each of its rows is mounted once', () => {
    const mounted = layers.filter((layer) => layer.route).map((layer) => routeOf(layer.route!));
    // The admin guard: Nest mounts it as routes of every method on the whole admin area (gateway.module.ts).
    const guard = [`ALL ${ADMIN_AREA}`, `ALL ${ADMIN_AREA}/*path`];
    expect(mounted.sort()).toEqual([...guard, ...ROUTES.filter((row) => !swaggerFiles(row)).map(mountedAs)].sort());
  });

  it('leaves no middleware answering a path of its own but Swagger UI’s files, which a row of the docs names', () => {
    const mountedBelowRoot = layers.filter((layer) => !layer.route && layer.rawPath !== '/');
    expect(mountedBelowRoot.map((layer) => [layer.name, String(layer.rawPath)])).toEqual([
      ['serveStatic', '/api/docs'],
      ['serveStatic', '/api/docs/docs'],
    ]);
    const docs = ROUTES.filter(swaggerFiles).map((row) => pathPattern(row.path));
    for (const layer of mountedBelowRoot)
      expect([layer.rawPath, docs.some((path) => path.test(`${String(layer.rawPath)}/swagger-ui.css`))]).toEqual([layer.rawPath, true]);
  });

  it('guards as admin exactly the rows of the admin area', () => {
    const inAdminArea = (path: string) => path === ADMIN_AREA || path.startsWith(`${ADMIN_AREA}/`);
    const misguarded = ROUTES.filter((row) => inAdminArea(row.path) !== (row.guard === 'admin')).map((row) => `${row.method} ${row.path}`);
    expect(misguarded).toEqual([]);
  });

  it('documents in OpenAPI exactly its API rows under /api (the probes are the orchestrator’s)', () => {
    const document = buildOpenApiDocument(gateway.app);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'file' ? `*${name}` : `:${name}`))}`,
      ),
    );
    const apiRows = ROUTES.filter((row) => row.answer.kind === 'api' && row.path.startsWith('/api/')).map((row) => `${row.method} ${row.path}`);
    expect(documented.sort()).toEqual(apiRows.sort());
  });

  it('keeps in the public cache only reads that anyone may ask for', () => {
    const notForEveryone = ROUTES.filter((row) => row.cache && (row.method !== 'GET' || row.guard === 'admin' || row.guard === 'session'));
    expect(notForEveryone.map((row) => `${row.method} ${row.path}`)).toEqual([]);
  });
});

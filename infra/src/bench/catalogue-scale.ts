import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureInfrastructure } from '../providers/infrastructure.js';
import { TestStack, TEST_ADMIN } from '../testing/stack.js';
import { dataDir } from '../paths.js';
import { processStat } from '../providers/net.js';
import { seedCatalogue } from '../seed/catalogue.js';
import type { AppService } from '../paths.js';
import type { Page } from '@lora/contracts';

/**
 * `npm run bench:catalogue`: the catalogue at scale. 10,000 products of realistic size (the seed
 * catalogue's datasheet-length entries, renamed and re-priced), then at 10 connections through the
 * gateway: a marketplace page of 24 with and without a search term, one product uncached (the request
 * carries an admin session) and cached, and the whole public list once; and the peak resident
 * memory of every process. Prints a Markdown table for docs/benchmarks.md.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = 10;
const say = (line: string) => console.log(`bench | ${line}`);

async function insertProducts(stack: TestStack): Promise<void> {
  const db = await stack.db();
  const templates = seedCatalogue.products;
  const columns = [
    'name',
    'manufacturer',
    'model',
    'category',
    'price',
    'shortDescription',
    'description',
    'specifications',
    'features',
    'tags',
    'connectivity',
    'certifications',
    'isPublished',
  ];
  for (let start = 0; start < PRODUCTS; start += 500) {
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let i = start; i < Math.min(start + 500, PRODUCTS); i++) {
      const t = templates[i % templates.length];
      const row = [
        `${t.name} ${String(i).padStart(5, '0')}`,
        t.manufacturer,
        t.model ?? null,
        t.category ?? null,
        (20 + ((i * 37) % 900) + 0.99).toFixed(2),
        t.shortDescription ?? null,
        `${t.description} Batch ${i}.`,
        JSON.stringify(t.specifications ?? {}),
        t.features ?? [],
        t.tags ?? [],
        t.connectivity ?? [],
        t.certifications ?? [],
        i % 10 !== 0, // every tenth product a draft
      ];
      rows.push(`(${row.map((_, k) => `$${values.length + k + 1}`).join(', ')})`);
      values.push(...row);
    }
    await db.query(`INSERT INTO catalog.products (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${rows.join(', ')}`, values);
  }
  // What autovacuum would have done by then on a live catalogue: statistics and the visibility map.
  await db.query('VACUUM ANALYZE catalog.products');
}

/** Peak and current resident memory of a process, in MB (Linux /proc). */
function memory(pid: number | undefined): { peak: number; now: number } {
  if (!pid) return { peak: NaN, now: NaN };
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { peak: Math.round(kb('VmHWM') / 1024), now: Math.round(kb('VmRSS') / 1024) };
}

/** A group's CPU time so far: one process, or every Postgres backend serving the benchmark's database. */
type CpuSource = [name: string, pids: () => Promise<number[]>];
const cpuMsOf = async ([, pids]: CpuSource) => (await pids()).reduce((sum, pid) => sum + (processStat(pid)?.cpuMs ?? 0), 0);

/**
 * Throughput and latency at CONNECTIONS, and the CPU time each service (and Postgres) spent per request:
 * that figure hardly moves with what else the machine runs, where req/s and p99 do.
 */
async function measure(url: string, headers: Record<string, string>, sources: CpuSource[]) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const cpuBefore = await Promise.all(sources.map(cpuMsOf));
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const cpuAfter = await Promise.all(sources.map(cpuMsOf));
  const cpuMsPerRequest = sources.map(([name], i) => `${name} ${(cpuAfter[i] - cpuBefore[i]) / r.requests.total}`);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, cpu: cpuMsPerRequest };
}

const round2 = (text: string) => text.replace(/\d+\.\d+/, (n) => Number(n).toFixed(2));

async function main(): Promise<void> {
  const infra = await ensureInfrastructure(path.join(dataDir, 'test'), say);
  process.env.TEST_PG_SERVER_URL = infra.postgres.serverUrl;
  process.env.NATS_URL = infra.nats.url;
  const services: AppService[] = ['identity', 'catalog', 'gateway'];
  const stack = await TestStack.start({
    services,
    env: { LOG_LEVEL: 'warn', ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}) },
  });
  try {
    const started = Date.now();
    await insertProducts(stack);
    say(`${PRODUCTS} products inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const api = stack.url();
    const login = await fetch(`${api}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0];
    const firstPage = (await (await fetch(`${api}/api/products?limit=1`)).json()) as Page<{ id: number }>;
    const id = firstPage.items[0].id;
    const searchTerm = 'radar';
    const matching = ((await (await fetch(`${api}/api/products?limit=1&search=${searchTerm}`)).json()) as Page<unknown>).total;
    const db = await stack.db();
    if (process.env.BENCH_EXPLAIN) {
      for (const sql of [
        `EXPLAIN ANALYZE SELECT count(*) FROM catalog.products p WHERE p."isPublished" AND p."isActive" AND p."searchText" LIKE '%radar%'`,
        `EXPLAIN ANALYZE SELECT * FROM catalog.products p WHERE p."isPublished" AND p."isActive" ORDER BY p."sortOrder" ASC, p."createdAt" DESC, p.id DESC LIMIT 24`,
        `EXPLAIN ANALYZE SELECT count(*) FROM catalog.products p WHERE p."isPublished" AND p."isActive"`,
      ])
        console.log((await db.query<{ 'QUERY PLAN': string }>(sql)).rows.map((r) => r['QUERY PLAN']).join('\n'));
    }

    const rows: string[] = [];
    const backends = async () =>
      (
        (await db.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows as Array<{
          pid: number;
        }>
      ).map((row) => row.pid);
    const sources: CpuSource[] = [
      ...services.map((name): CpuSource => [name, () => Promise.resolve([stack.process(name).pid ?? NaN])]),
      ['postgres', backends],
      ['load generator', () => Promise.resolve([process.pid])],
    ];
    // A request with a session is never answered from the cache: those rows measure the uncached path.
    const uncached = { cookie };
    const cases: Array<[string, string, Record<string, string>]> = [
      ['page of 24, uncached', `/api/products?limit=24`, uncached],
      [`page of 24, search "${searchTerm}" (${matching} matches), uncached`, `/api/products?limit=24&search=${searchTerm}`, uncached],
      [
        'page of 24 by price, 100th page, uncached',
        `/api/products?limit=24&sort=price_asc&cursor=${Buffer.from('o:2376').toString('base64url')}`,
        uncached,
      ],
      ['one product, uncached', `/api/products/${id}`, uncached],
      ['page of 24, cached (anonymous)', `/api/products?limit=24`, {}],
      [`page of 24, search "${searchTerm}", cached (anonymous)`, `/api/products?limit=24&search=${searchTerm}`, {}],
      ['one product, cached (anonymous)', `/api/products/${id}`, {}],
    ];
    // BENCH_ONLY=<text> runs only the rows whose label contains it (for profiling one path with BENCH_NODE_OPTIONS=--cpu-prof).
    const only = process.env.BENCH_ONLY;
    for (const [label, urlPath, headers] of cases.filter(([label]) => !only || label.includes(only))) {
      const m = await measure(`${api}${urlPath}`, headers, sources);
      const cpu = m.cpu.map(round2).join(', ');
      say(`${label}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}; CPU ms per request: ${cpu}`);
      rows.push(`| ${label} | ${m.rps} | ${m.p50} | ${m.p99} | ${m.errors} | ${cpu} |`);
    }
    if (only) return;
    const fullStarted = performance.now();
    const full = await fetch(`${api}/api/products`);
    const body = Buffer.from(await full.arrayBuffer());
    const fullMs = Math.round(performance.now() - fullStarted);
    const count = (JSON.parse(body.toString()) as unknown[]).length;
    say(`whole public list: ${full.status}, ${count} products, ${(body.length / 1024 / 1024).toFixed(1)} MB in ${fullMs} ms`);

    console.log(`\n${PRODUCTS} products (${PRODUCTS - Math.ceil(PRODUCTS / 10)} published), ${CONNECTIONS} connections, ${DURATION_S} s per row\n`);
    console.log('| request | req/s | p50 (ms) | p99 (ms) | errors | CPU ms per request |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(
      `\nWhole public list (\`GET /api/products\`, no parameters): ${full.status}, ${count} products, ${(body.length / 1024 / 1024).toFixed(1)} MB, ${fullMs} ms.\n`,
    );
    console.log('| process | peak RSS (MB) | RSS at the end (MB) |');
    console.log('|---|---|---|');
    for (const name of services) {
      const m = memory(stack.process(name).pid);
      console.log(`| ${name} | ${m.peak} | ${m.now} |`);
    }
  } finally {
    await stack.stop();
    await infra.stop();
  }
}

await main();

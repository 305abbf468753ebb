import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureInfrastructure } from '../providers/infrastructure.js';
import { TestStack } from '../testing/stack.js';
import { freePort, waitForPort } from '../providers/net.js';
import { dataDir } from '../paths.js';
import { seedProduct } from '../seed/seed.js';

/**
 * `npm run bench:products`: GET /api/products, one product and that product's server-rendered page
 * through the gateway (seed catalogue, caching on) against a bare node:http server that answers the
 * same bytes — the same body and the same headers — from memory, at 10 and 50 connections, in one
 * run. BENCH_PATHS=<text> keeps only the paths containing it. Prints a Markdown table for docs/benchmarks.md.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
/** Rounds alternate bare and gateway runs; the table shows each row's median, as the machine is noisy. */
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = [10, 50];

interface Row {
  path: string;
  target: string;
  connections: number;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(url: string, connections: number): Promise<{ rps: number; p99: number; errors: number }> {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function median(runs: Array<{ rps: number; p99: number; errors: number }>) {
  const mid = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { rps: mid(runs.map((r) => r.rps)), p99: mid(runs.map((r) => r.p99)), errors: runs.reduce((n, r) => n + r.errors, 0) };
}

/** Headers that differ per exchange; the bare server sends everything else exactly as the gateway did. */
const PER_EXCHANGE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function startBareServer(urlPath: string, body: Buffer, headers: Headers): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const file = path.join(os.tmpdir(), `bench-body-${process.pid}.json`);
  fs.writeFileSync(file, body);
  const raw = [...headers.entries()].filter(([name]) => !PER_EXCHANGE.has(name)).flat();
  const source = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const headers = ${JSON.stringify(raw)};
    require('node:http').createServer((req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
  await waitForPort('127.0.0.1', port, 5000);
  return { url: `http://127.0.0.1:${port}${urlPath}`, stop: () => child.kill('SIGTERM') };
}

async function main(): Promise<void> {
  const infra = await ensureInfrastructure(path.join(dataDir, 'test'), (line) => console.log(`bench | ${line}`));
  process.env.TEST_PG_SERVER_URL = infra.postgres.serverUrl;
  process.env.NATS_URL = infra.nats.url;
  const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
  const stack = await TestStack.start({ services: ['identity', 'catalog', 'media', 'gateway'], env: { LOG_LEVEL: 'warn', STORAGE_DIR: imagesDir } });
  try {
    const bus = await stack.bus();
    await seedProduct(bus);
    const list = (await (await fetch(`${stack.url()}/api/products`)).json()) as Array<{ id: number }>;
    const rows: Row[] = [];
    const paths = ['/api/products', `/api/products/${list[0].id}`, `/products/${list[0].id}`].filter(
      (p) => !process.env.BENCH_PATHS || p.includes(process.env.BENCH_PATHS),
    );
    for (const urlPath of paths) {
      const gatewayUrl = `${stack.url()}${urlPath}`;
      // As autocannon asks: without Accept-Encoding, so the body and headers are the uncompressed ones it gets.
      const sample = await fetch(gatewayUrl, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await sample.arrayBuffer());
      const bare = await startBareServer(urlPath, body, sample.headers);
      console.log(`bench | ${urlPath}: body ${(body.length / 1024).toFixed(1)} KB, ${DURATION_S} s per run, ${os.cpus().length} cores`);
      try {
        for (const connections of CONNECTIONS) {
          const targets = [
            ['bare node:http', bare.url],
            ['gateway (cached)', gatewayUrl],
          ] as const;
          const runs = targets.map(() => [] as Array<{ rps: number; p99: number; errors: number }>);
          for (let round = 0; round < ROUNDS; round++) {
            for (const [i, [target, url]] of targets.entries()) {
              const m = await measure(url, connections);
              runs[i].push(m);
              console.log(
                `bench | ${urlPath} ${target} @${connections} round ${round + 1}: ${Math.round(m.rps)} req/s, p99 ${m.p99} ms, errors ${m.errors}`,
              );
            }
          }
          targets.forEach(([target], i) => rows.push({ path: urlPath, target, connections, ...median(runs[i]) }));
        }
      } finally {
        bare.stop();
      }
    }
    console.log('\n| path | connections | target | req/s | p99 (ms) | errors | ratio to bare |');
    console.log('|---|---|---|---|---|---|---|');
    for (const row of rows) {
      const bareRow = rows.find((r) => r.path === row.path && r.connections === row.connections && r.target === 'bare node:http')!;
      console.log(
        `| ${row.path} | ${row.connections} | ${row.target} | ${Math.round(row.rps)} | ${row.p99} | ${row.errors} | ${(row.rps / bareRow.rps).toFixed(2)} |`,
      );
    }
  } finally {
    await stack.stop();
    await infra.stop();
    fs.rmSync(imagesDir, { recursive: true, force: true });
  }
}

await main();

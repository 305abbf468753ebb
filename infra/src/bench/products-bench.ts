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
 * `npm run bench:products`: GET /api/products through the gateway (seed catalogue, caching on)
 * against a bare node:http server that answers the same bytes from memory, at 10 and 50
 * connections, in one run. Prints a Markdown table for docs/benchmarks.md.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = [10, 50];

interface Row {
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

async function startBareServer(body: Buffer, contentType: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const file = path.join(os.tmpdir(), `bench-body-${process.pid}.json`);
  fs.writeFileSync(file, body);
  const source = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': ${JSON.stringify(contentType)}, 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
  await waitForPort('127.0.0.1', port, 5000);
  return { url: `http://127.0.0.1:${port}/api/products`, stop: () => child.kill('SIGTERM') };
}

async function main(): Promise<void> {
  const infra = await ensureInfrastructure(path.join(dataDir, 'test'), (line) => console.log(`bench | ${line}`));
  process.env.TEST_PG_SERVER_URL = infra.postgres.serverUrl;
  process.env.NATS_URL = infra.nats.url;
  const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
  const stack = await TestStack.start({ services: ['identity', 'catalog', 'gateway'], env: { LOG_LEVEL: 'warn', IMAGES_DIR: imagesDir } });
  try {
    const bus = await stack.bus();
    await seedProduct(bus, imagesDir);
    const gatewayUrl = `${stack.url()}/api/products`;
    const sample = await fetch(gatewayUrl);
    const body = Buffer.from(await sample.arrayBuffer());
    const bare = await startBareServer(body, sample.headers.get('content-type') ?? 'application/json');
    console.log(`bench | body ${(body.length / 1024).toFixed(1)} KB, ${DURATION_S} s per run, ${os.cpus().length} cores`);
    const rows: Row[] = [];
    try {
      for (const connections of CONNECTIONS) {
        for (const [target, url] of [['bare node:http', bare.url], ['gateway (cached)', gatewayUrl]] as const) {
          const m = await measure(url, connections);
          rows.push({ target, connections, ...m });
          console.log(`bench | ${target} @${connections}: ${Math.round(m.rps)} req/s, p99 ${m.p99} ms, errors ${m.errors}`);
        }
      }
    } finally {
      bare.stop();
    }
    console.log('\n| connections | target | req/s | p99 (ms) | errors | ratio to bare |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) {
      const bareRow = rows.find((r) => r.connections === row.connections && r.target === 'bare node:http')!;
      console.log(`| ${row.connections} | ${row.target} | ${Math.round(row.rps)} | ${row.p99} | ${row.errors} | ${(row.rps / bareRow.rps).toFixed(2)} |`);
    }
  } finally {
    await stack.stop();
    await infra.stop();
    fs.rmSync(imagesDir, { recursive: true, force: true });
  }
}

await main();

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiPaths, type Page, type ProductView } from '@lora/contracts';
import { ensureInfrastructure } from '../providers/infrastructure.js';
import { TestStack, TEST_ADMIN } from '../testing/stack.js';
import { seedProduct } from '../seed/seed.js';
import { dataDir } from '../paths.js';

/**
 * `npm run bench:datasheet`: the seeded products' datasheets through the real gateway, catalog and media. Uncached
 * renders are asked with an admin's session (never served from the public cache, so each is read, its picture fetched
 * and the PDF drawn), one at a time, ROUNDS times each, after one cold render (the first loads pdfkit and the fonts);
 * then the same addresses anonymously, from the cache; then BURST renders at once. The gateway's RSS is sampled every
 * 20 ms throughout. Prints a Markdown table for docs/benchmarks.md. Target: median and p95 of an uncached render ≤ 300 ms.
 */
const ROUNDS = Number(process.env.DATASHEET_ROUNDS ?? 10);
const BURST = 20;
const say = (line: string) => console.log(`bench | ${line}`);

const rssOf = (pid: number | undefined) =>
  pid ? Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024 : NaN;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function timed(url: string, cookie?: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, cookie ? { headers: { cookie } } : {});
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  const infra = await ensureInfrastructure(path.join(dataDir, 'test'), say);
  process.env.TEST_PG_SERVER_URL = infra.postgres.serverUrl;
  process.env.NATS_URL = infra.nats.url;
  const stack = await TestStack.start({ services: ['identity', 'catalog', 'content', 'media', 'gateway'], env: { LOG_LEVEL: 'warn' } });
  try {
    await seedProduct(await stack.bus());
    const cookie = await stack.signIn(TEST_ADMIN);
    const page = (await (await fetch(`${stack.url()}${ApiPaths.products.list}?limit=100`)).json()) as Page<ProductView>;
    const urls = page.items.map((p) => `${stack.url()}${ApiPaths.products.datasheet(p.id)}`);
    const pid = stack.process('gateway').pid;
    const idle = rssOf(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);

    const cold = await timed(urls[0], cookie);
    const afterFirst = rssOf(pid);
    const uncached: number[] = [];
    for (let round = 0; round < ROUNDS; round++) for (const url of urls) uncached.push(await timed(url, cookie));
    const peakSequential = peak;
    for (const url of urls) await timed(url);
    const cached: number[] = [];
    for (let round = 0; round < ROUNDS; round++) for (const url of urls) cached.push(await timed(url));
    const burstStarted = performance.now();
    await Promise.all(Array.from({ length: BURST }, (_, i) => timed(urls[i % urls.length], cookie)));
    const burst = performance.now() - burstStarted;
    clearInterval(sampler);
    const size = (await (await fetch(urls[0])).arrayBuffer()).byteLength;

    const row = (name: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return `| ${name} | ${times.length} | ${quantile(sorted, 0.5).toFixed(0)} | ${quantile(sorted, 0.95).toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} |`;
    };
    const [load1] = os.loadavg();
    console.log(`\n${urls.length} datasheets, ${ROUNDS} rounds; ${os.cpus().length} cores, load average ${load1.toFixed(1)} at the end\n`);
    console.log('| request | n | median (ms) | p95 (ms) | max (ms) |');
    console.log('|---|---|---|---|---|');
    console.log(`| first render (loads pdfkit and the fonts) | 1 | ${cold.toFixed(0)} | | |`);
    console.log(row('uncached render (read, picture, PDF)', uncached));
    console.log(row('cached (anonymous, public cache hit)', cached));
    console.log(`| ${BURST} uncached renders at once, all answered | ${BURST} | | | ${burst.toFixed(0)} |`);
    console.log(
      `\nPDF of ${(size / 1024).toFixed(0)} KB. Gateway RSS (MB): idle ${idle.toFixed(0)}, after the first render ${afterFirst.toFixed(0)}, `,
    );
    console.log(`peak while rendering one at a time ${peakSequential.toFixed(0)}, peak with the burst ${peak.toFixed(0)}.`);
  } finally {
    await stack.stop();
    await infra.stop();
  }
}

await main();

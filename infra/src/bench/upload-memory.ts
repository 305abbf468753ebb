import fs from 'node:fs';
import path from 'node:path';
import { ensureInfrastructure } from '../providers/infrastructure.js';
import { TestStack, TEST_ADMIN } from '../testing/stack.js';
import { dataDir } from '../paths.js';

/**
 * `npm run bench:uploads`: five concurrent uploads of 10 MB each (PDFs, so they are stored whole),
 * three rounds, through the real gateway and media service; the peak resident memory of both while
 * they stream. Prints a Markdown table for docs/benchmarks.md. Target: each stays under 250 MB.
 */
const ROUNDS = 3;
const CONCURRENT = 5;
const SIZE = 10 * 1024 * 1024;
const say = (line: string) => console.log(`bench | ${line}`);

const rssOf = (pid: number | undefined) =>
  pid ? Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024 : NaN;

async function main(): Promise<void> {
  const infra = await ensureInfrastructure(path.join(dataDir, 'test'), say);
  process.env.TEST_PG_SERVER_URL = infra.postgres.serverUrl;
  process.env.NATS_URL = infra.nats.url;
  const stack = await TestStack.start({ services: ['identity', 'media', 'gateway'], env: { LOG_LEVEL: 'warn' } });
  try {
    const cookie = await stack.signIn(TEST_ADMIN);
    const pids = { gateway: stack.process('gateway').pid, media: stack.process('media').pid };
    const idle = { gateway: rssOf(pids.gateway), media: rssOf(pids.media) };
    const peak = { ...idle };
    const sampler = setInterval(() => {
      peak.gateway = Math.max(peak.gateway, rssOf(pids.gateway));
      peak.media = Math.max(peak.media, rssOf(pids.media));
    }, 20);
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(SIZE - 9, 0x41)]);
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, async (_, i) => {
          const form = new FormData();
          form.append('file', new Blob([file], { type: 'application/pdf' }), `load-${round}-${i}.pdf`);
          const res = await fetch(`${stack.url()}/api/admin/media/upload`, { method: 'POST', body: form, headers: { cookie } });
          return res.status;
        }),
      );
      say(`round ${round + 1}: ${answers.join(', ')}`);
    }
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const mb = (n: number) => Math.round(n);
    console.log(
      `\n${ROUNDS} rounds of ${CONCURRENT} concurrent ${SIZE / 1024 / 1024} MB uploads in ${seconds.toFixed(1)} s (${((ROUNDS * CONCURRENT * SIZE) / 1024 / 1024 / seconds).toFixed(0)} MB/s)\n`,
    );
    console.log('| process | RSS idle (MB) | peak RSS while uploading (MB) |');
    console.log('|---|---|---|');
    console.log(`| gateway | ${mb(idle.gateway)} | ${mb(peak.gateway)} |`);
    console.log(`| media | ${mb(idle.media)} | ${mb(peak.media)} |`);
  } finally {
    await stack.stop();
    await infra.stop();
  }
}

await main();

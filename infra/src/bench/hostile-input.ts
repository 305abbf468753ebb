import fs from 'node:fs';
import path from 'node:path';
import { ensureInfrastructure } from '../providers/infrastructure.js';
import { TestStack, TEST_ADMIN } from '../testing/stack.js';
import { dataDir, type AppService } from '../paths.js';
import { seedCatalogue } from '../seed/catalogue.js';
import { zipOf } from '../testing/zip.js';

/**
 * `npm run bench:hostile`: the cheap requests that once made a process outgrow its memory limit, sent as an
 * attacker would, against the real stack: the largest import allowed and one far past the item limit, GIFs that
 * declare 7000 × 7000 pixels uploaded 8 at a time, a zip bomb dressed as a .docx, 2,000 marketplace addresses
 * with junk parameters, and an upload named with 3,000 "é". Uncached catalogue reads, one after another, run
 * throughout the largest import (their p99 and errors are reported). Each process's resident memory is sampled every 20 ms; the table sets the
 * peaks beside the limits in k8s/base. Prints Markdown for docs/reliability.md.
 */
const LIMITS_MI: Partial<Record<AppService, number>> = { gateway: 384, catalog: 320, content: 320, media: 512, identity: 320 };
const SERVICES: AppService[] = ['identity', 'catalog', 'content', 'media', 'gateway'];
/** The gateway's defaults: IMPORT_MAX_ITEMS and IMPORT_BODY_LIMIT_MB. */
const IMPORT_ITEMS = 10_000;
/** Under the body limit by the multi-byte characters' margin. */
const IMPORT_BYTES = 19.5 * 1024 * 1024;
const say = (line: string) => console.log(`bench | ${line}`);

const rssMb = (pid: number | undefined) =>
  pid ? Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024 : NaN;

/** A GIF of 35 bytes whose header declares `width` × `height` pixels (one colour, one LZW code). */
function declaredGif(width: number, height: number): Buffer {
  const le = (n: number) => [n & 0xff, n >> 8];
  return Buffer.from([
    ...Buffer.from('GIF89a'),
    ...le(width),
    ...le(height),
    0x80,
    0,
    0,
    0,
    0,
    0,
    0xff,
    0xff,
    0xff,
    0x2c,
    0,
    0,
    0,
    0,
    ...le(width),
    ...le(height),
    0,
    0x02,
    0x02,
    0x44,
    0x01,
    0x00,
    0x3b,
  ]);
}

/** The largest import the limits allow: products of realistic size (the seed catalogue's, renamed) up to `maxItems` or `maxBytes`. */
function importBundle(maxItems: number, maxBytes: number): { text: string; items: number } {
  const templates = seedCatalogue.products;
  const products: string[] = [];
  let bytes = 64;
  for (let i = 0; i < maxItems; i++) {
    const t = templates[i % templates.length];
    const json = JSON.stringify({ ...t, name: `${t.name} Imported ${i}`, category: undefined, image: undefined });
    if (bytes + json.length + 1 > maxBytes) break;
    products.push(json);
    bytes += json.length + 1;
  }
  return { text: `{"version":1,"categories":[],"products":[${products.join(',')}],"news":[]}`, items: products.length };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const infra = await ensureInfrastructure(path.join(dataDir, 'test'), say);
  process.env.TEST_PG_SERVER_URL = infra.postgres.serverUrl;
  process.env.NATS_URL = infra.nats.url;
  const stack = await TestStack.start({ services: SERVICES, env: { LOG_LEVEL: 'warn' } });
  const statuses = new Map<string, Map<number, number>>();
  const messages = new Map<string, string>();
  const count = (what: string, status: number, message?: string) => {
    const seen = statuses.get(what) ?? new Map<number, number>();
    seen.set(status, (seen.get(status) ?? 0) + 1);
    statuses.set(what, seen);
    if (message && !messages.has(`${what}|${status}`)) messages.set(`${what}|${status}`, message);
  };
  const messageOf = async (res: Response) => (res.status >= 400 ? ((await res.clone().json()) as { message?: unknown }).message : undefined);
  try {
    const cookie = await stack.signIn(TEST_ADMIN);
    const pids = Object.fromEntries(SERVICES.map((s) => [s, stack.process(s).pid]));
    const idle = Object.fromEntries(SERVICES.map((s) => [s, rssMb(pids[s])]));
    const peak = { ...idle };
    const sampler = setInterval(() => {
      for (const s of SERVICES) peak[s] = Math.max(peak[s], rssMb(pids[s]));
    }, 20);
    const headers = { cookie, 'content-type': 'application/json', origin: stack.url() };
    const post = async (what: string, pathname: string, body: string, extra: Record<string, string> = {}) => {
      const res = await fetch(`${stack.url()}${pathname}`, { method: 'POST', body, headers: { ...headers, ...extra } });
      count(what, res.status, res.status >= 400 ? String(await messageOf(res)) : undefined);
      return res;
    };
    const upload = (what: string, name: string, bytes: Buffer, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type }), name);
      return fetch(`${stack.url()}/api/admin/media/upload`, { method: 'POST', body: form, headers: { cookie, origin: stack.url() } }).then(
        async (res) => {
          count(what, res.status, res.status >= 400 ? String(await messageOf(res)) : undefined);
          return res;
        },
      );
    };

    // 1. The largest import allowed, while catalogue reads run.
    const { text: big, items } = importBundle(IMPORT_ITEMS, IMPORT_BYTES);
    say(`import of ${items} products, ${(big.length / 1024 / 1024).toFixed(1)} MB, with catalogue reads beside it`);
    const latencies: number[] = [];
    let reading = true;
    const readErrors: number[] = [];
    const reader = (async () => {
      for (let i = 0; reading; i++) {
        const started = performance.now();
        // Signed in, so that no read is answered from the gateway's cache: each one asks the catalog.
        const res = await fetch(`${stack.url()}/api/products?limit=24&sort=price_asc&search=probe${i % 97}`, { headers: { cookie } });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.status !== 200) readErrors.push(res.status);
      }
    })();
    const importStarted = performance.now();
    const dry = await post('largest import, dry run', '/api/admin/import-data?dryRun=true', big);
    const real = await post('largest import', '/api/admin/import-data', big);
    const importSeconds = (performance.now() - importStarted) / 1000;
    reading = false;
    await reader;
    say(`import: dry run ${dry.status}, real ${real.status} (${(await real.text()).slice(0, 120)}) in ${importSeconds.toFixed(1)} s`);

    // 2. Far past the item limit: 330,000 small items inside the body limit.
    const many = JSON.stringify({ products: Array.from({ length: 330_000 }, (_, i) => ({ name: `i${i}`, manufacturer: 'm', description: 'd' })) });
    say(`import of 330,000 small items, ${(many.length / 1024 / 1024).toFixed(1)} MB`);
    await Promise.all([
      post('330,000-item import', '/api/admin/import-data', many),
      post('330,000-item import', '/api/admin/import-data?dryRun=true', many),
    ]);

    // 3. Pictures that declare 49 megapixels, 8 at once; a zip bomb as a .docx; an overlong non-ASCII name.
    say('8 GIFs declaring 7000 × 7000, a zip bomb, a name of 3,000 "é"');
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload('GIF declaring 7000 × 7000 (×8 at once)', `huge-${i}.gif`, declaredGif(7000, 7000), 'image/gif')),
    );
    await upload(
      'zip bomb as .docx (300 MB inflated)',
      'bomb.docx',
      zipOf([{ name: '[Content_Types].xml', content: Buffer.alloc(300 * 1024 * 1024, 0x20) }]),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await upload('name of 3,000 "é"', `${'é'.repeat(3000)}.pdf`, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');

    // 4. Junk parameters on a cached page.
    say('2,000 marketplace addresses with random junk parameters, 20 at a time');
    for (let i = 0; i < 2000; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, k) => {
          const res = await fetch(`${stack.url()}/marketplace?junk=${Math.random()}&n=${i + k}`, { headers: { accept: 'text/html' } });
          await res.arrayBuffer();
          count(`/marketplace?junk=<random> (×2000): X-Cache ${res.headers.get('x-cache')}`, res.status);
        }),
      );
    }
    clearInterval(sampler);

    const sorted = latencies.sort((a, b) => a - b);
    console.log(`\n### Requests\n\n| what was sent | answers |\n|---|---|`);
    for (const [what, seen] of statuses) {
      const answers = [...seen].map(
        ([status, n]) => `${n} × ${status}${messages.has(`${what}|${status}`) ? ` "${messages.get(`${what}|${status}`)}"` : ''}`,
      );
      console.log(`| ${what} | ${answers.join(', ')} |`);
    }
    console.log(
      `\nCatalogue reads during the dry run and the import (${importSeconds.toFixed(1)} s): ${sorted.length} reads, ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms, ` +
        `errors ${readErrors.length}`,
    );
    console.log(`\n### Resident memory (MB)\n\n| process | idle | peak | k8s limit |\n|---|---|---|---|`);
    for (const s of SERVICES) console.log(`| ${s} | ${Math.round(idle[s])} | ${Math.round(peak[s])} | ${LIMITS_MI[s]} Mi |`);
    const fiveHundreds = [...statuses.values()].flatMap((seen) => [...seen].filter(([status]) => status >= 500).map(([, n]) => n));
    console.log(`\n5xx answers: ${fiveHundreds.reduce((a, b) => a + b, 0)}`);
  } finally {
    await stack.stop();
    await infra.stop();
  }
}

await main();

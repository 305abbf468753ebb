import path from 'node:path';
import { HISTORY_PER_RECORD, type HistoryEntry } from '@lora/contracts';
import { ensureInfrastructure } from '../providers/infrastructure.js';
import { TestStack, TEST_ADMIN } from '../testing/stack.js';
import { dataDir } from '../paths.js';

/**
 * `npm run bench:conflicts`: two admins (on two gateway replicas) each make 200 edits at once to the same 10 products,
 * every edit based on the version it last read, as the admin UI sends them; a refused edit (412) is made again on the
 * version the refusal names, until it goes in. Afterwards: every accepted edit moved a version (accepted = versions
 * moved), every refusal was a 412, none was a 5xx, each product is at the version of its last accepted edit, and
 * every accepted edit still in the history (the latest HISTORY_PER_RECORD of a product) is there with its admin,
 * saying it changed the price.
 * Prints Markdown for docs/reliability.md.
 */
const RECORDS = 10;
const EDITS_PER_ADMIN = 200;
const say = (line: string) => console.log(`bench | ${line}`);

async function main(): Promise<void> {
  const infra = await ensureInfrastructure(path.join(dataDir, 'test'), say);
  process.env.TEST_PG_SERVER_URL = infra.postgres.serverUrl;
  process.env.NATS_URL = infra.nats.url;
  const stack = await TestStack.start({ services: ['identity', 'catalog', 'gateway'], env: { LOG_LEVEL: 'warn' } });
  try {
    await stack.add('gateway');
    await stack.createUser('second-admin', 'second-admin-password', 'admin');
    const admins = [
      { username: TEST_ADMIN.username, url: stack.url(0), cookie: await stack.signIn(TEST_ADMIN, 0) },
      { username: 'second-admin', url: stack.url(1), cookie: await stack.signIn({ username: 'second-admin', password: 'second-admin-password' }, 1) },
    ];
    const send = (admin: (typeof admins)[number], method: string, pathname: string, body?: object) =>
      fetch(`${admin.url}${pathname}`, {
        method,
        headers: { cookie: admin.cookie, origin: admin.url, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
    const ids: number[] = [];
    for (let i = 0; i < RECORDS; i++) {
      const res = await send(admins[0], 'POST', '/api/admin/products', {
        name: `Contended ${i}`,
        manufacturer: 'Acme',
        description: 'Edited by two.',
      });
      ids.push(((await res.json()) as { id: number }).id);
    }
    // What each admin last read of each product: its version.
    const seen = admins.map(() => new Map(ids.map((id) => [id, 1])));
    const statuses = new Map<number, number>();
    const accepted = new Map<number, string>();
    const acceptedAt: Array<{ id: number; version: number; by: string }> = [];
    const started = performance.now();
    await Promise.all(
      admins.map(async (admin, a) => {
        await Promise.all(
          Array.from({ length: EDITS_PER_ADMIN }, async (_, i) => {
            const id = ids[(i * 7 + a) % RECORDS];
            const price = `${a + 1}${String(i).padStart(3, '0')}.00`;
            // Refused, the admin looks at the record as stored and makes the same change again, until it goes in.
            for (let attempt = 0; attempt < 100; attempt++) {
              const res = await send(admin, 'PUT', `/api/admin/products/${id}`, { price, version: seen[a].get(id) });
              statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
              const body = (await res.json()) as { version?: number; current?: { version: number } };
              if (res.status === 200) {
                seen[a].set(id, body.version!);
                accepted.set(id, price);
                acceptedAt.push({ id, version: body.version!, by: admin.username });
                return;
              }
              if (res.status !== 412) return;
              seen[a].set(id, body.current!.version);
            }
          }),
        );
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const list = (await (await send(admins[0], 'GET', '/api/admin/products')).json()) as Array<{ id: number; version: number; price: string | null }>;
    const mine = list.filter((p) => ids.includes(p.id));
    const moved = mine.reduce((n, p) => n + p.version - 1, 0);
    // The stored price is the one of the accepted edit with the highest version of each product.
    const last = new Map<number, number>();
    for (const { id, version } of acceptedAt) last.set(id, Math.max(last.get(id) ?? 0, version));
    const lastKept = mine.filter((p) => p.version === (last.get(p.id) ?? 1)).length;
    // Every accepted edit the history still keeps is there, as that admin saved it.
    const histories = new Map<number, HistoryEntry[]>();
    for (const id of ids) histories.set(id, (await (await send(admins[0], 'GET', `/api/admin/products/${id}/history`)).json()) as HistoryEntry[]);
    const keptWindow = acceptedAt.filter(({ id, version }) => version > (mine.find((p) => p.id === id)?.version ?? 0) - HISTORY_PER_RECORD);
    const inHistory = keptWindow.filter(({ id, version, by }) =>
      histories.get(id)!.some((e, i, all) => e.version === version && e.savedBy === by && (e.changed.includes('price') || i === all.length - 1)),
    ).length;
    const count = (status: number) => statuses.get(status) ?? 0;
    const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(`\n${admins.length} admins × ${EDITS_PER_ADMIN} concurrent edits of ${RECORDS} products in ${seconds.toFixed(1)} s\n`);
    console.log('| answered 200 | answered 412 | 5xx | other | versions moved | products at the version of their last accepted edit |');
    console.log('|---|---|---|---|---|---|');
    const other = [...statuses].filter(([s]) => s !== 200 && s !== 412 && s < 500).reduce((n, [, c]) => n + c, 0);
    console.log(`| ${count(200)} | ${count(412)} | ${fiveHundreds} | ${other} | ${moved} | ${lastKept} of ${RECORDS} |`);
    console.log(`\nLost updates: ${count(200) - moved} (accepted edits that moved no version)`);
    console.log(
      `In the history: ${inHistory} of the ${keptWindow.length} accepted edits it keeps (the latest ${HISTORY_PER_RECORD} of each product), each with its admin, saying it changed the price`,
    );
  } finally {
    await stack.stop();
    await infra.stop();
  }
}

await main();

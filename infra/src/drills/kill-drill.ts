import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../providers/net.js';
import { LaunchedStack, makeDataDir } from '../testing/launched-stack.js';
import { APP_SERVICES, shellEnv } from '../paths.js';

/**
 * `npm run drill`: `npm start` on an embedded Postgres and a nats-server of its own, under a steady mix of public
 * reads (an uncached search, the marketplace page), enquiries (contact messages) and admin writes (news articles);
 * then each part in turn is killed with SIGKILL: every service, the nats-server, the embedded Postgres. For each:
 * the statuses answered while it was down (only 503/504 are acceptable, and fast), the seconds until every kind of
 * request succeeds again with no manual step, and at the end the acknowledged writes that are missing (must be 0).
 * The gateway is the site itself: while it is down, connections are refused (Kubernetes would send them to another
 * replica). Prints Markdown for docs/reliability.md.
 */
const ADMIN_PASSWORD = 'kill-drill-password';
const RECOVERY_LIMIT_MS = 60_000;
const say = (line: string) => console.log(`drill | ${line}`);

type Kind = 'read' | 'page' | 'enquiry' | 'write';
interface Outcome {
  kind: Kind;
  status: number;
  ms: number;
  at: number;
}

const dataDir = makeDataDir('lora-kill-drill-');
const port = await freePort();
const site = `http://127.0.0.1:${port}`;
const stack = LaunchedStack.start({
  ...shellEnv(),
  LORA_LOCAL_INFRA: 'own',
  LORA_DATA_DIR: dataDir,
  PORT: String(port),
  ADMIN_PASSWORD,
  // The drill posts far more than a visitor would, from one address.
  ENQUIRY_MAX_PER_WINDOW: '1000000',
  LOGIN_MAX_FAILURES: '1000000',
  LOG_LEVEL: 'warn',
});

async function signIn(): Promise<string> {
  const res = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error(`signing in answered ${res.status}`);
  return cookie.split(';')[0];
}

try {
  await stack.waitUntilUp(180_000);
  const cookie = await signIn();
  const origin = { origin: site, 'content-type': 'application/json' };
  const outcomes: Outcome[] = [];
  const acknowledged = { news: new Set<string>(), contacts: new Set<string>() };
  let n = 0;
  const call = async (kind: Kind, run: () => Promise<Response>, acknowledge?: (res: Response) => void) => {
    const started = Date.now();
    let status = 0;
    try {
      const res = await run();
      status = res.status;
      if (res.ok) acknowledge?.(res);
      await res.arrayBuffer().catch(() => undefined);
    } catch {
      status = 0;
    }
    outcomes.push({ kind, status, ms: Date.now() - started, at: started });
  };
  const timeout = () => AbortSignal.timeout(10_000);
  let running = true;
  const worker = async (kind: Kind) => {
    while (running) {
      const i = ++n;
      if (kind === 'read') await call(kind, () => fetch(`${site}/api/products?search=drill${i}`, { signal: timeout() }));
      else if (kind === 'page')
        await call(kind, () => fetch(`${site}/marketplace?search=drill${i}`, { headers: { accept: 'text/html' }, signal: timeout() }));
      else if (kind === 'enquiry') {
        const subject = `Drill ${i}`;
        await call(
          kind,
          () =>
            fetch(`${site}/api/contact`, {
              method: 'POST',
              headers: origin,
              body: JSON.stringify({ name: 'Drill', email: 'drill@example.com', subject, message: 'Steady load.' }),
              signal: timeout(),
            }),
          () => acknowledged.contacts.add(subject),
        );
      } else {
        const title = `Drill article ${i}`;
        await call(
          kind,
          () =>
            fetch(`${site}/api/admin/news`, {
              method: 'POST',
              headers: { ...origin, cookie },
              body: JSON.stringify({ title, category: 'Drill', excerpt: 'Steady load.', content: 'Steady load.' }),
              signal: timeout(),
            }),
          () => acknowledged.news.add(title),
        );
      }
      await sleep(50);
    }
  };
  const workers = (['read', 'page', 'enquiry', 'write'] as const).map((kind) => worker(kind));
  await sleep(3000);

  const parts: Array<{ name: string; pid: () => number | undefined }> = [
    ...APP_SERVICES.map((name) => ({ name, pid: () => stack.servicePid(name) })),
    { name: 'nats-server', pid: () => stack.pidOf('nats-server') },
    { name: 'postgres', pid: () => Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) },
  ];
  const rows: string[] = [];
  for (const part of parts) {
    const pid = part.pid();
    if (!pid) throw new Error(`no process for ${part.name}`);
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    say(`killed ${part.name} (pid ${pid})`);
    // Recovered: a request of every kind started after the kill has succeeded, and the last of each kind did.
    let recoveredAt: number | undefined;
    while (Date.now() - killedAt < RECOVERY_LIMIT_MS) {
      await sleep(100);
      const since = outcomes.filter((o) => o.at >= killedAt);
      const kinds = ['read', 'page', 'enquiry', 'write'] as const;
      const ok = kinds.every((kind) => {
        const mine = since.filter((o) => o.kind === kind);
        return mine.length > 0 && mine[mine.length - 1].status >= 200 && mine[mine.length - 1].status < 300;
      });
      if (ok) {
        recoveredAt = Math.max(...kinds.map((kind) => since.filter((o) => o.kind === kind).at(-1)!.at));
        break;
      }
    }
    const during = outcomes.filter((o) => o.at >= killedAt && (recoveredAt === undefined || o.at < recoveredAt));
    const failures = during.filter((o) => o.status < 200 || o.status >= 300);
    const statuses = new Map<number, number>();
    for (const o of failures) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
    const slowest = failures.length ? Math.max(...failures.map((o) => o.ms)) : 0;
    const recovery = recoveredAt === undefined ? `not within ${RECOVERY_LIMIT_MS / 1000} s` : `${((recoveredAt - killedAt) / 1000).toFixed(1)} s`;
    const answered = [...statuses].map(([status, count]) => `${count} × ${status === 0 ? 'refused' : status}`).join(', ') || 'none';
    rows.push(`| ${part.name} | ${answered} | ${slowest} ms | ${recovery} |`);
    say(`${part.name}: failures ${answered}; slowest failure ${slowest} ms; recovered in ${recovery}`);
    await sleep(3000);
  }
  running = false;
  await Promise.all(workers);

  // Every acknowledged write is there afterwards.
  const news = (await (await fetch(`${site}/api/admin/news`, { headers: { cookie } })).json()) as Array<{ title: string }>;
  const storedNews = new Set(news.map((a) => a.title));
  const contacts = new Set<string>();
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const page = (await (
      await fetch(`${site}/api/admin/enquiries?kind=contact&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
        headers: { cookie },
      })
    ).json()) as { items: Array<{ subject: string }>; nextCursor: string | null };
    for (const item of page.items) contacts.add(item.subject);
    cursor = page.nextCursor;
  }
  const missingNews = [...acknowledged.news].filter((t) => !storedNews.has(t));
  const missingContacts = [...acknowledged.contacts].filter((s) => !contacts.has(s));
  const totals = (kind: Kind) => outcomes.filter((o) => o.kind === kind).length;

  console.log(`\n| part killed (SIGKILL) | failed answers while it was down | slowest failed answer | every kind of request succeeds again after |`);
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(
    `\nRequests: ${totals('read')} uncached reads, ${totals('page')} marketplace pages, ${totals('enquiry')} contact messages, ` +
      `${totals('write')} admin writes. Acknowledged writes missing afterwards: ${missingNews.length} of ${acknowledged.news.size} news articles, ` +
      `${missingContacts.length} of ${acknowledged.contacts.size} contact messages.`,
  );
  if (missingNews.length || missingContacts.length) process.exitCode = 1;
} finally {
  await stack.stop('ctrl-c').catch(() => undefined);
  await stack.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

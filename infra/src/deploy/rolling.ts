import { setTimeout as sleep } from 'node:timers/promises';

export interface RollingResult {
  seconds: number;
  requests: number;
  /** Requests that did not get the answer a user expects, with what they got. */
  failures: string[];
  /** Accepted admin edits and contact messages that are not stored at the end. */
  lostWrites: number;
  writes: { edits: number; messages: number };
}

/**
 * A steady mix of public reads (catalogue and news through the catalog and content services, a picture through
 * media), contact messages and admin edits, each sent to the gateway `site()` names (a balancer's choice), while
 * `restartAll` replaces the replicas one at a time. Every request must get its normal answer; afterwards every
 * accepted edit and message must be stored.
 */
export async function underSteadyLoad(
  site: () => string,
  origin: string,
  admin: { username: string; password: string },
  restartAll: () => Promise<void>,
): Promise<RollingResult> {
  const login = await fetch(`${site()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`signing in answered ${login.status}`);
  const json = { cookie, origin, 'content-type': 'application/json' };
  const product = (await (
    await fetch(`${site()}/api/admin/products`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: `Rolling ${Date.now()}`, manufacturer: 'Acme', description: 'Edited while the services restart.' }),
    })
  ).json()) as { id: number; version: number };
  const picture = ((await (await fetch(`${site()}/api/products?limit=24`)).json()) as { items: Array<{ image: string | null }> }).items.find((p) =>
    p.image?.startsWith('/api/images/'),
  )?.image;

  let done = false;
  let requests = 0;
  const failures: string[] = [];
  const expect = async (what: string, send: () => Promise<Response>, status: number) => {
    requests++;
    try {
      const res = await send();
      const body = await res.text();
      if (res.status !== status) failures.push(`${what}: ${res.status} ${body.slice(0, 160)}`);
      return res.status === status;
    } catch (err) {
      failures.push(`${what}: ${(err as Error).message}`);
      // A failure before any I/O (no gateway to send to) must not turn the loop into one that never yields.
      await sleep(100);
      return false;
    }
  };
  let version = product.version;
  let edits = 0;
  let messages = 0;
  const loops = [
    async () => {
      for (let i = 0; !done; i++) {
        // A new search each time: past the gateway's cache, to the catalog.
        await expect('catalogue read', () => fetch(`${site()}/api/products?limit=5&search=${i % 997}`), 200);
        await expect('news read', () => fetch(`${site()}/api/news?limit=3`), 200);
        if (picture) await expect('picture read', () => fetch(`${site()}${picture}`), 200);
      }
    },
    async () => {
      for (let i = 0; !done; i++) {
        const ok = await expect(
          'contact message',
          () =>
            fetch(`${site()}/api/contact`, {
              method: 'POST',
              headers: { origin, 'content-type': 'application/json' },
              body: JSON.stringify({ name: 'Rolling', email: `rolling-${i}@example.com`, subject: 'Restart', message: `Message ${i}` }),
            }),
          201,
        );
        if (ok) messages++;
        await sleep(50);
      }
    },
    async () => {
      for (let i = 0; !done; i++) {
        requests++;
        try {
          const res = await fetch(`${site()}/api/admin/products/${product.id}`, {
            method: 'PUT',
            headers: { ...json, 'if-match': `"${version}"` },
            body: JSON.stringify({ price: `${(i % 900) + 100}.00` }),
          });
          const body = (await res.json()) as { version?: number };
          if (res.status === 200) {
            version = body.version!;
            edits++;
          } else failures.push(`admin edit: ${res.status}`);
        } catch (err) {
          failures.push(`admin edit: ${(err as Error).message}`);
        }
        await sleep(50);
      }
    },
  ];
  const started = Date.now();
  const running = loops.map((loop) => loop());
  await sleep(2000);
  await restartAll();
  await sleep(2000);
  done = true;
  await Promise.all(running);
  const seconds = (Date.now() - started) / 1000;

  const stored = (await (await fetch(`${site()}/api/admin/products?search=${encodeURIComponent('Rolling')}`, { headers: { cookie } })).json()) as {
    items: Array<{ id: number; version: number }>;
  };
  const storedVersion = stored.items.find((p) => p.id === product.id)?.version ?? 0;
  const inbox = (await (await fetch(`${site()}/api/admin/enquiries?kind=contact&limit=1`, { headers: { cookie } })).json()) as { total: number };
  const lostEdits = product.version + edits - storedVersion;
  const lostMessages = messages - inbox.total;
  return { seconds, requests, failures, lostWrites: Math.max(0, lostEdits) + Math.max(0, lostMessages), writes: { edits, messages } };
}

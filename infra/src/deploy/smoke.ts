import { setTimeout as sleep } from 'node:timers/promises';

/** One smoke check: what it did, and whether it went as a user would expect. */
export interface SmokeResult {
  check: string;
  ok: boolean;
  detail: string;
}

/** A PNG of 2 × 2 pixels (a picture the media service accepts and makes thumbnails of). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** Checks run one after another, each recorded with what it found, whatever the others did. */
function recorder(): { results: SmokeResult[]; check: (name: string, work: () => Promise<string>) => Promise<void> } {
  const results: SmokeResult[] = [];
  const check = async (name: string, work: () => Promise<string>) => {
    try {
      results.push({ check: name, ok: true, detail: await work() });
    } catch (err) {
      results.push({ check: name, ok: false, detail: err instanceof Error ? err.message : String(err) });
    }
  };
  return { results, check };
}

/** Waits until the site answers its home page, up to `timeoutMs`; answers how long it took. */
export async function waitForSite(base: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(`${base}/api/products?limit=1`, { signal: AbortSignal.timeout(3000) });
      if (res.ok) return Date.now() - started;
    } catch {
      // Not up yet.
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${base} did not answer within ${timeoutMs / 1000} s`);
    await sleep(1000);
  }
}

/**
 * The real flows, through the gateway at `base`, as a visitor and as the admin: pages render, the catalogue answers,
 * the admin signs in, creates and publishes a product that the site then shows, uploads a picture to the storage
 * backend and reads it back, and a demo request is stored. Each check is recorded, whatever the others did.
 */
export async function smokeTest(base: string, origin: string, admin: { username: string; password: string }, label: string): Promise<SmokeResult[]> {
  const { results, check } = recorder();
  const expectStatus = async (res: Response, status: number, what: string) => {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return res;
  };
  let cookie = '';
  const admin_ = (method: string, path: string, body?: unknown, type = 'application/json') =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin, ...(body === undefined || body instanceof FormData ? {} : { 'content-type': type }) },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  const name = `Smoke Probe ${label} ${Date.now()}`;
  let productId = 0;

  await check('home page renders', async () => {
    const html = await (await expectStatus(await fetch(`${base}/`), 200, 'GET /')).text();
    if (!/<h1[\s>]/.test(html)) throw new Error('no <h1> in the home page');
    return `${html.length} bytes of HTML`;
  });
  await check('catalogue API answers', async () => {
    const page = (await (await expectStatus(await fetch(`${base}/api/products?limit=5`), 200, 'GET /api/products')).json()) as { total: number };
    return `${page.total} products`;
  });
  await check('admin signs in', async () => {
    const res = await expectStatus(
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(admin),
      }),
      200,
      'POST /api/auth/login',
    );
    cookie =
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith('sid='))
        ?.split(';')[0] ?? '';
    if (!cookie) throw new Error('no session cookie');
    return `as ${admin.username}`;
  });
  await check('admin uploads a picture to the storage backend, and it is served back', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'smoke.png');
    const res = await expectStatus(await admin_('POST', '/api/admin/media/upload', form), 200, 'upload');
    const { file } = (await res.json()) as { file: { url: string; thumbnailUrl: string } };
    const bytes = Buffer.from(await (await expectStatus(await fetch(`${base}${file.url}`), 200, `GET ${file.url}`)).arrayBuffer());
    await expectStatus(await fetch(`${base}${file.thumbnailUrl}`), 200, `GET ${file.thumbnailUrl}`);
    return `${file.url} (${bytes.length} bytes) and its thumbnail`;
  });
  await check('admin creates and publishes a product; the site shows it', async () => {
    const created = (await (
      await expectStatus(
        await admin_('POST', '/api/admin/products', { name, manufacturer: 'Smoke Co', description: 'Made by the deployment proof.', price: '12.50' }),
        201,
        'create',
      )
    ).json()) as { id: number };
    productId = created.id;
    await expectStatus(await admin_('PATCH', `/api/admin/products/${productId}/publish`, { isPublished: true }), 200, 'publish');
    const page = await (await expectStatus(await fetch(`${base}/products/${productId}`), 200, `GET /products/${productId}`)).text();
    if (!page.includes(name)) throw new Error('the product page does not show its name');
    const listed = (await (await fetch(`${base}/api/products?search=${encodeURIComponent(name)}`)).json()) as { total: number };
    if (listed.total !== 1) throw new Error(`the marketplace lists it ${listed.total} times`);
    return `product ${productId}: its page and the marketplace show it`;
  });
  await check('a demo request is stored', async () => {
    const email = `smoke-${Date.now()}@example.com`;
    await expectStatus(
      await fetch(`${base}/api/demo-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ firstName: 'Smoke', lastName: 'Test', email, company: 'Proof Ltd' }),
      }),
      201,
      'POST /api/demo-request',
    );
    const inbox = (await (await expectStatus(await admin_('GET', '/api/admin/enquiries?kind=demo'), 200, 'inbox')).json()) as {
      items: Array<{ email: string }>;
    };
    if (!inbox.items.some((e) => e.email === email)) throw new Error('not in the inbox');
    return 'in the inbox';
  });
  return results;
}

/** A gateway replica: where to reach it from this machine. */
export interface Replica {
  name: string;
  url: string;
}

/**
 * With two replicas of the gateway and of the catalog: each replica answers and does its share, a write through one
 * is stored once, a product published or renamed through one gateway shows at once through the other (its page
 * cache included), and the sign-in throttle counts failures made through both. `handled(name)` reads how many bus
 * messages a catalog replica has handled.
 */
export async function replicaChecks(
  gateways: Replica[],
  catalogs: string[],
  handled: (catalog: string) => number,
  origin: string,
  admin: { username: string; password: string },
): Promise<SmokeResult[]> {
  const { results, check } = recorder();
  const [one, two] = gateways;
  const signIn = async (replica: Replica, credentials = admin) =>
    fetch(`${replica.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(credentials),
    });
  const cookieOf = async (replica: Replica) =>
    (await signIn(replica)).headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))
      ?.split(';')[0] ?? '';
  const write = (replica: Replica, cookie: string, method: string, path: string, body: unknown) =>
    fetch(`${replica.url}${path}`, { method, headers: { cookie, origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  await check('both gateways answer; both catalogs take their share of the requests', async () => {
    const before = catalogs.map(handled);
    for (let i = 0; i < 40; i++) {
      for (const replica of gateways) {
        const res = await fetch(`${replica.url}/api/products?limit=2&search=${i}`);
        if (res.status !== 200) throw new Error(`${replica.name}: ${res.status}`);
      }
    }
    const shares = catalogs.map((name, i) => handled(name) - before[i]);
    if (shares.some((n) => n === 0)) throw new Error(`messages handled per catalog: ${shares.join(', ')}`);
    return `80 reads: ${gateways.map((g) => g.name).join(' and ')} answered; ${catalogs.map((c, i) => `${c} handled ${shares[i]}`).join(', ')}`;
  });

  const name = `Replica Probe ${Date.now()}`;
  let id = 0;
  const cookieOne = await cookieOf(one);
  await check('a write through one gateway is stored once', async () => {
    const res = await write(one, cookieOne, 'POST', '/api/admin/products', { name, manufacturer: 'Replica Co', description: 'Written once.' });
    if (res.status !== 201) throw new Error(`create: ${res.status}`);
    id = ((await res.json()) as { id: number }).id;
    const again = await write(one, cookieOne, 'POST', '/api/admin/products', { name, manufacturer: 'Replica Co', description: 'Twice?' });
    if (again.status !== 409) throw new Error(`the same name again answered ${again.status}, not 409`);
    const found = (await (
      await fetch(`${two.url}/api/admin/products?search=${encodeURIComponent(name)}`, { headers: { cookie: await cookieOf(two) } })
    ).json()) as {
      total: number;
    };
    if (found.total !== 1) throw new Error(`${found.total} products of that name`);
    return `product ${id}, once`;
  });
  await check('published or renamed through one gateway, it shows at once through the other, its page cache included', async () => {
    // The other gateway caches the product's page while it is unpublished (404), then its marketplace page.
    if ((await fetch(`${two.url}/products/${id}`)).status !== 404) throw new Error('the unpublished product has a page');
    let res = await write(one, cookieOne, 'PATCH', `/api/admin/products/${id}/publish`, { isPublished: true });
    if (res.status !== 200) throw new Error(`publish: ${res.status}`);
    const page = await fetch(`${two.url}/products/${id}`);
    if (page.status !== 200 || !(await page.text()).includes(name)) throw new Error(`after publishing, ${two.name} answered its page ${page.status}`);
    const renamed = `${name} Renamed`;
    res = await write(one, cookieOne, 'PUT', `/api/admin/products/${id}`, { name: renamed });
    if (res.status !== 200) throw new Error(`rename: ${res.status}`);
    const after = await (await fetch(`${two.url}/products/${id}`)).text();
    if (!after.includes(renamed)) throw new Error(`${two.name} still shows the old name`);
    return `${two.name} showed the publish and the rename on the next request`;
  });
  await check('the sign-in throttle counts failures made through both gateways', async () => {
    const account = { username: `throttle-probe-${Date.now()}`, password: 'not-the-password' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(gateways[i % 2], account)).status);
    if (statuses.at(-1) !== 429) throw new Error(`statuses ${statuses.join(', ')}: no 429 after 5 failures split over two gateways`);
    return `failures alternating between the gateways: ${statuses.join(', ')}`;
  });
  return results;
}

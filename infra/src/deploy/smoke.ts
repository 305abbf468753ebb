import { setTimeout as sleep } from 'node:timers/promises';

/** One smoke check: what it did, and whether it went as a user would expect. */
export interface SmokeResult {
  check: string;
  ok: boolean;
  detail: string;
}

/** A PNG of 2 × 2 pixels (a picture the media service accepts and makes thumbnails of). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

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
export async function smokeTest(base: string, admin: { username: string; password: string }, label: string): Promise<SmokeResult[]> {
  const results: SmokeResult[] = [];
  const check = async (name: string, work: () => Promise<string>) => {
    try {
      results.push({ check: name, ok: true, detail: await work() });
    } catch (err) {
      results.push({ check: name, ok: false, detail: err instanceof Error ? err.message : String(err) });
    }
  };
  const expectStatus = async (res: Response, status: number, what: string) => {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return res;
  };
  let cookie = '';
  const admin_ = (method: string, path: string, body?: unknown, type = 'application/json') =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, ...(body === undefined || body instanceof FormData ? {} : { 'content-type': type }) },
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
        headers: { 'content-type': 'application/json', origin: base },
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
        headers: { 'content-type': 'application/json', origin: base },
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

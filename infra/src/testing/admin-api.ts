import { ApiPaths, type BlogView, type CategoryView, type ProductView } from '@lora/contracts';

// What tests set up through the gateway's admin API, as the back office would: written once for every suite.

/** Signs `credentials`' account in at the gateway at `api` and answers the session cookie to send back (`sid=…`). */
export async function signInOverApi(api: string, credentials: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (res.status !== 200 || !cookie) throw new Error(`signing in as ${credentials.username} answered ${res.status}`);
  return cookie.split(';')[0];
}

/** What a product needs besides its name. */
export const PRODUCT_BASE = { manufacturer: 'Acme Sensing', description: 'A LoRaWAN sensor.' } as const;

/** POSTs `body` to `path` of the gateway at `api` as the signed-in `cookie` and answers what was stored; fails on anything but 201. */
export async function adminCreate<T>(api: string, cookie: string, path: string, body: object): Promise<T> {
  const res = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}, not 201: ${text}`);
  return JSON.parse(text) as T;
}

/** A product with `fields` over PRODUCT_BASE, as stored. */
export const createProduct = (api: string, cookie: string, fields: Record<string, unknown>) =>
  adminCreate<ProductView>(api, cookie, ApiPaths.admin.products.list, { ...PRODUCT_BASE, ...fields });

export const createCategory = (api: string, cookie: string, fields: Record<string, unknown>) =>
  adminCreate<CategoryView>(api, cookie, ApiPaths.admin.categories.list, fields);

/** A resources article (blog post), as stored. */
export const createPost = (api: string, cookie: string, fields: Record<string, unknown>) =>
  adminCreate<BlogView>(api, cookie, ApiPaths.admin.blogs.list, fields);

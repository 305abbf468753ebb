import { ApiPaths, type DemoRequestFields, type ProductQuery, type ProductView, type UserView } from '@lora/api';

/** A non-success answer: its text is "<status>: <body>" (SPEC §7), or the status text when the body is empty. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's own words, when it answered with its JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const message = (JSON.parse(this.body) as { message?: string | string[] }).message;
      return Array.isArray(message) ? message.join('; ') : message;
    } catch {
      return undefined;
    }
  }
}

/** Every call of SPEC §7: with credentials, JSON bodies with a JSON content type, errors as ApiError. */
export async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as T;
}

/** SWR's fetcher: the key is the path. */
export const fetcher = <T>(path: string) => apiRequest<T>('GET', path);

export const api = {
  currentUser: () => apiRequest<UserView>('GET', ApiPaths.auth.user),
  product: (id: number | string) => apiRequest<ProductView>('GET', ApiPaths.products.one(id)),
  demoRequest: (fields: DemoRequestFields) => apiRequest<unknown>('POST', ApiPaths.demoRequest, fields),
};

/** The marketplace query as the API path that answers it (one page). */
export function productPagePath(query: ProductQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return `${ApiPaths.products.list}?${params}`;
}

import { ApiPaths, type ProductQuery } from '@lora/api';

/** A non-success answer: its text is "<status>: <body>" (SPEC §7), or the status text when the body is empty. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The body as the server's JSON error shape (its `message`, one or a list; a 412's `current` record), if it is JSON. */
  get json(): { message?: unknown; current?: unknown } | undefined {
    try {
      return (JSON.parse(this.body) as { message?: unknown; current?: unknown } | null) ?? undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's own words, one per fault, when it answered with its JSON error shape. */
  get serverMessages(): string[] {
    return [this.json?.message].flat().filter((m) => typeof m === 'string');
  }

  /** The server's words as one text, when it gave any. */
  get serverMessage(): string | undefined {
    return this.serverMessages.join('; ') || undefined;
  }
}

/** Every call of SPEC §7: with credentials, JSON bodies with a JSON content type, errors as ApiError. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as T;
}

/**
 * A request whose body's upload reports real progress (fetch has none): XMLHttpRequest, with credentials.
 * `onProgress` gets the share sent, 0 to 100; once it reaches 100 the server is at work. A non-success answer
 * rejects as ApiError (status 0: the network failed), as apiRequest's do.
 */
export function sendWithProgress<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: Blob | FormData,
  onProgress: (percent: number) => void,
): { done: Promise<T>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new ApiError(xhr.status, '', 'The answer was not JSON'));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, '', 'network error'));
    xhr.onabort = () => reject(new RequestAborted('Request cancelled'));
  });
  xhr.open(method, path);
  xhr.withCredentials = true;
  if (body instanceof Blob && body.type) xhr.setRequestHeader('Content-Type', body.type);
  xhr.send(body);
  return { done, abort: () => xhr.abort() };
}

export class RequestAborted extends Error {}

/** The If-Match header of a change based on the version of a record the page read: a stale one is refused (412). */
export const basedOn = (record: { version: number }) => ({ 'If-Match': `"${record.version}"` });

/** The marketplace query as the API path that answers it (one page). */
export function productPagePath(query: ProductQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return `${ApiPaths.products.list}?${params}`;
}

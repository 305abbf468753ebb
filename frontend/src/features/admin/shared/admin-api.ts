import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, apiRequest } from '../../../app/api.js';
import { useToast } from '../../../app/toast.js';

/** The server's own words for a refusal a person can act on (400, 409, 412, 413, 415), or undefined. */
export function serverReason(err: unknown): string | undefined {
  if (err instanceof ApiError && [400, 409, 412, 413, 415].includes(err.status)) return err.serverMessage;
  return undefined;
}

/** SPEC §8's failure text, followed by the server's reason when it gave one. */
export function failureText(fallback: string, err: unknown): string {
  const reason = serverReason(err);
  return reason ? `${fallback}: ${reason}` : fallback;
}

/** Revalidates every cached answer whose key (an API path) starts with one of the given paths. */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...paths: string[]) =>
      mutate((key) => typeof key === 'string' && paths.some((p) => key === p || key.startsWith(`${p}?`) || key.startsWith(`${p}/`))),
    [mutate],
  );
}

interface WriteOptions<T> {
  send: () => Promise<T>;
  success: { title?: string; description: string };
  failure: string;
  /** List paths refetched after success (SPEC §7: after each mutation the matching list is refetched). */
  revalidate: string[];
}

/** Runs an admin write: the toast of SPEC §8 either way, the matching lists refetched; answers whether it worked. */
export function useAdminWrite() {
  const toast = useToast();
  const revalidate = useRevalidate();
  return useCallback(
    async <T>({ send, success, failure, revalidate: paths }: WriteOptions<T>): Promise<T | undefined> => {
      try {
        const result = await send();
        toast({ title: success.title ?? 'Success', description: success.description });
        await revalidate(...paths);
        return result;
      } catch (err) {
        toast({ title: 'Error', description: failureText(failure, err), variant: 'destructive' });
        return undefined;
      }
    },
    [toast, revalidate],
  );
}

export { apiRequest };

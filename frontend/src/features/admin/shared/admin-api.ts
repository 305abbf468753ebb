import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, apiRequest } from '../../../lib/api.js';
import { useToast, type Toast } from '../../../lib/toast.js';
import { useSignInAgain } from './session-recovery.js';

/** The server's own words for a refusal a person can act on (400, 409, 412, 413, 415), or undefined. */
export function serverReason(err: unknown): string | undefined {
  return err instanceof ApiError && [400, 409, 412, 413, 415].includes(err.status) ? err.serverMessage : undefined;
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

/**
 * A 400's messages that name a field ("price must be …"), by field: shown at the field as well as in the toast.
 * Messages of nested or unknown fields stay in the toast only.
 */
export function fieldErrorsOf(err: unknown, fields: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(err instanceof ApiError) || err.status !== 400) return errors;
  for (const message of err.serverMessages) {
    const field = fields.find((f) => message.startsWith(`${f} `));
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The record as stored, when a save was refused because someone saved it first (412), or undefined. */
export function staleRecordOf<T extends { version: number }>(err: unknown): T | undefined {
  return err instanceof ApiError && err.status === 412 ? (err.json?.current as T | undefined) : undefined;
}

/** A text field's length against its limit: a counter near it, an error past it (the server refuses what is longer, nothing is cut). */
export function lengthHint(value: string, limit: number): { error?: boolean; helperText?: string } {
  if (value.length > limit)
    return { error: true, helperText: `At most ${limit.toLocaleString('en-US')} characters: ${value.length.toLocaleString('en-US')} typed` };
  if (value.length >= limit * 0.9) return { helperText: `${value.length.toLocaleString('en-US')} / ${limit.toLocaleString('en-US')}` };
  return {};
}

interface WriteOptions<T> {
  send: () => Promise<T>;
  /** Sees a failure too (after its toast): to show a 400's words at their fields, say. */
  onError?: (err: unknown) => void;
  success: { title?: string; description: string; action?: Toast['action']; durationMs?: number };
  failure: string;
  /** List paths refetched after success (SPEC §7: after each mutation the matching list is refetched). */
  revalidate: string[];
}

/**
 * Runs an admin write: the toast of SPEC §8 either way, the matching lists refetched; answers whether it worked.
 * A write answered 401 (the session ended meanwhile) asks to sign in again in place and is sent again once signed in.
 */
export function useAdminWrite() {
  const toast = useToast();
  const revalidate = useRevalidate();
  const signInAgain = useSignInAgain();
  return useCallback(
    async <T>({ send, success, failure, revalidate: paths, onError }: WriteOptions<T>): Promise<T | undefined> => {
      try {
        const result = await send().catch(async (err: unknown) => {
          if (err instanceof ApiError && err.status === 401 && (await signInAgain())) return send();
          throw err;
        });
        toast({ title: success.title ?? 'Success', description: success.description, action: success.action, durationMs: success.durationMs });
        await revalidate(...paths);
        return result;
      } catch (err) {
        toast({ title: 'Error', description: failureText(failure, err), variant: 'destructive' });
        onError?.(err);
        return undefined;
      }
    },
    [toast, revalidate, signInAgain],
  );
}

export { apiRequest };

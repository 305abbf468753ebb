import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { apiRequest } from './api.js';

/**
 * SPEC §7's data fetching: no refetch on focus, no polling, no retry, cached data never stale —
 * except the current user, which hooks mark fresh for five minutes.
 */
export function DataProvider({ children, fallback }: { children: ReactNode; fallback?: Record<string, unknown> }) {
  return (
    <SWRConfig
      value={{
        fetcher: (path: string) => apiRequest('GET', path),
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
        refreshInterval: 0,
        shouldRetryOnError: false,
        revalidateIfStale: false,
        fallback: fallback ?? {},
      }}
    >
      {children}
    </SWRConfig>
  );
}

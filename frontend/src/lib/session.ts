import useSWR, { useSWRConfig } from 'swr';
import { ADMIN_ROLE, ApiPaths, type UserView } from '@lora/api';
import { apiRequest } from './api.js';

/**
 * SPEC §3's session view. The current user is fresh for five minutes; a 401 means nobody is signed in.
 * `enabled` false asks nothing (public pages never ask who is signed in).
 */
export function useSession(enabled = true) {
  const { mutate } = useSWRConfig();
  const current = useSWR<UserView, Error>(enabled ? ApiPaths.auth.user : null, { dedupingInterval: 5 * 60 * 1000, shouldRetryOnError: false });
  const user = current.error ? null : (current.data ?? null);
  return {
    user,
    isLoading: current.isLoading,
    isAdmin: user?.role === ADMIN_ROLE,
    login: async (username: string, password: string) => {
      await apiRequest<UserView>('POST', ApiPaths.auth.login, { username, password });
      await current.mutate();
    },
    logout: async () => {
      await apiRequest<unknown>('POST', ApiPaths.auth.logout);
      // Every cached answer goes (lists an admin read included), then the user is asked for afresh.
      await mutate(() => true, undefined, { revalidate: false });
      await current.mutate();
    },
  };
}

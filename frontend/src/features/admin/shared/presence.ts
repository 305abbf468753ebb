import { useEffect, useState } from 'react';
import { ApiPaths } from '@lora/api';
import { apiRequest } from '../../../lib/api.js';

export interface Present {
  username: string;
  since: string;
}

/** How often an open form says it is still open (the server forgets one silent for 30 s). */
const HEARTBEAT_MS = 10_000;

/**
 * While a record's form is open: says so to the server every 10 s and answers the other admins who have it open;
 * says it closed when the form goes. Nothing for a new record (`id` undefined). Advisory: a failed call shows nobody.
 */
export function usePresence(kind: 'product' | 'category' | 'news' | 'blog', id: number | undefined): Present[] {
  const [others, setOthers] = useState<Present[]>([]);
  useEffect(() => {
    if (id === undefined) return;
    const path = ApiPaths.admin.presence(kind, id);
    let live = true;
    const beat = () =>
      apiRequest<{ others: Present[] }>('PUT', path).then(
        (answer) => live && setOthers(answer.others),
        () => undefined,
      );
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    return () => {
      live = false;
      clearInterval(timer);
      void fetch(path, { method: 'DELETE', credentials: 'include', keepalive: true }).catch(() => undefined);
    };
  }, [kind, id]);
  return others;
}

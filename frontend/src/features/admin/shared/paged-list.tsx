import { useState } from 'react';
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * A list the admin API answers a page at a time: `items`, the pages read so far as one list, and `more`, the "Load
 * more" button while there is a next page. A page's address (`path?query&cursor=…`) is its SWR key, so that a write
 * revalidating `path` reads it again.
 */
export function usePagedList<P extends { items: unknown[]; nextCursor: string | null }>(
  path: string,
  query: URLSearchParams,
  config?: SWRInfiniteConfiguration<P>,
) {
  const list = useSWRInfinite<P>((index, previous: P | null) => {
    if (previous && !previous.nextCursor) return null;
    const params = new URLSearchParams(query);
    if (index > 0 && previous?.nextCursor) params.set('cursor', previous.nextCursor);
    return `${path}?${params}`;
  }, config);
  const items = (list.data?.flatMap((page) => page.items) ?? []) as P['items'];
  const more = !!list.data?.at(-1)?.nextCursor && (
    <Box sx={{ textAlign: 'center', mt: 3 }}>
      <Button variant="outlined" onClick={() => void list.setSize(list.size + 1)} disabled={list.isValidating}>
        {list.isValidating ? 'Loading...' : 'Load more'}
      </Button>
    </Box>
  );
  return { list, items, more };
}

/**
 * The record a list's dialog edits: one of the list's, 'new' for a new one, null while the dialog is closed; and the
 * dialog's handlers, a save closing it and reloading the list.
 */
export function useEditing<R>(reload: () => void) {
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const onClose = () => setEditing(null);
  const onSaved = () => {
    onClose();
    reload();
  };
  return { editing, setEditing, dialogProps: { onClose, onSaved } };
}

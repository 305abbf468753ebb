import useSWR from 'swr';
import { ApiPaths, type MediaCategory, type MediaItem } from '@lora/api';

export type MediaFilter = 'all' | MediaCategory;

/** The whole library (SPEC: no paging), filtered by the server; the key is the API path. */
export function useMediaFiles(search: string, filter: MediaFilter) {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('category', filter);
  if (search) params.set('search', search);
  const query = params.toString();
  return useSWR<MediaItem[]>(query ? `${ApiPaths.admin.media.list}?${query}` : ApiPaths.admin.media.list, { revalidateOnMount: true });
}

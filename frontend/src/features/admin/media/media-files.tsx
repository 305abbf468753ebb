import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ApiPaths, type MediaCategory, type MediaItem } from '@lora/api';
import { SearchField } from '../shared/SearchField.js';

type MediaFilter = 'all' | MediaCategory;

/**
 * The library's files as 'Search files...' and the All/Images/Documents tabs (`filters`) choose them, shared by the
 * library and the picker: the whole library (SPEC: no paging), filtered by the server; the SWR key is the API path.
 */
export function useMediaFiles(initialFilter: MediaFilter = 'all') {
  const [searchInput, setSearchInput] = useState('');
  const search = useDeferredValue(searchInput.trim());
  const [filter, setFilter] = useState(initialFilter);
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('category', filter);
  if (search) params.set('search', search);
  const query = params.toString();
  const files = useSWR<MediaItem[]>(query ? `${ApiPaths.admin.media.list}?${query}` : ApiPaths.admin.media.list, { revalidateOnMount: true });
  const filters = (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <SearchField label="Search files" value={searchInput} onChange={setSearchInput} sx={{ flex: '1 1 240px' }} />
      <Tabs value={filter} onChange={(_e, next: MediaFilter) => setFilter(next)} aria-label="File type">
        <Tab value="all" label="All" />
        <Tab value="image" label="Images" />
        <Tab value="document" label="Documents" />
      </Tabs>
    </Box>
  );
  return { data: files.data, isLoading: files.isLoading, filters };
}

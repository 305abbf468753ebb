import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { MediaFilter } from './media-query.js';
import { SearchField } from '../shared/SearchField.js';

/** 'Search files...' and the All/Images/Documents tabs, shared by the library and the picker. */
export function MediaFilters({
  search,
  onSearch,
  filter,
  onFilter,
}: {
  search: string;
  onSearch: (s: string) => void;
  filter: MediaFilter;
  onFilter: (f: MediaFilter) => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <SearchField label="Search files" value={search} onChange={onSearch} sx={{ flex: '1 1 240px' }} />
      <Tabs value={filter} onChange={(_e, next: MediaFilter) => onFilter(next)} aria-label="File type">
        <Tab value="all" label="All" />
        <Tab value="image" label="Images" />
        <Tab value="document" label="Documents" />
      </Tabs>
    </Box>
  );
}

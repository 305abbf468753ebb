import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ProductsPanel } from './ProductsPanel.js';
import { CategoriesPanel } from '../categories/CategoriesPanel.js';
import { MediaLibrary } from '../media/MediaLibrary.js';
import { ExchangeRatesPanel } from './ExchangeRatesPanel.js';

type Inner = 'products' | 'categories' | 'media' | 'rates';

/** SPEC's Products tab: the inner tabs Products, Categories and Media, and the exchange rates prices sort by. */
export function ProductsTab() {
  const [inner, setInner] = useState<Inner>('products');
  return (
    <Box>
      {/* Second-level tabs drawn as a segmented control, so they do not read as a second row of the admin's sections. */}
      <Tabs
        value={inner}
        onChange={(_e, next: Inner) => setInner(next)}
        aria-label="Catalogue sections"
        variant="scrollable"
        scrollButtons="auto"
        sx={{
          mb: 3,
          minHeight: 0,
          '& .MuiTabs-indicator': { display: 'none' },
          '& .MuiTabs-flexContainer': { gap: 0.5 },
          '& .MuiTab-root': { minHeight: 36, py: 0.75, px: 2, borderRadius: 1, border: 1, borderColor: 'transparent' },
          '& .MuiTab-root.Mui-selected': { bgcolor: 'background.paper', borderColor: 'divider' },
        }}
      >
        <Tab value="products" label="Products" id="inner-products" aria-controls="inner-panel-products" />
        <Tab value="categories" label="Categories" id="inner-categories" aria-controls="inner-panel-categories" />
        <Tab value="media" label="Media" id="inner-media" aria-controls="inner-panel-media" />
        <Tab value="rates" label="Exchange rates" id="inner-rates" aria-controls="inner-panel-rates" />
      </Tabs>
      <Box role="tabpanel" id={`inner-panel-${inner}`} aria-labelledby={`inner-${inner}`}>
        {inner === 'products' && <ProductsPanel />}
        {inner === 'categories' && <CategoriesPanel />}
        {inner === 'media' && <MediaLibrary />}
        {inner === 'rates' && <ExchangeRatesPanel />}
      </Box>
    </Box>
  );
}

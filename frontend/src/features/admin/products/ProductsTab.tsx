import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ProductsPanel } from './ProductsPanel.js';
import { CategoriesPanel } from '../categories/CategoriesPanel.js';
import { MediaLibrary } from '../media/MediaLibrary.js';

type Inner = 'products' | 'categories' | 'media';

/** SPEC's Products tab: the inner tabs Products, Categories and Media. */
export function ProductsTab() {
  const [inner, setInner] = useState<Inner>('products');
  return (
    <Box>
      <Tabs value={inner} onChange={(_e, next: Inner) => setInner(next)} aria-label="Catalogue sections" sx={{ mb: 3 }}>
        <Tab value="products" label="Products" id="inner-products" aria-controls="inner-panel-products" />
        <Tab value="categories" label="Categories" id="inner-categories" aria-controls="inner-panel-categories" />
        <Tab value="media" label="Media" id="inner-media" aria-controls="inner-panel-media" />
      </Tabs>
      <Box role="tabpanel" id={`inner-panel-${inner}`} aria-labelledby={`inner-${inner}`}>
        {inner === 'products' && <ProductsPanel />}
        {inner === 'categories' && <CategoriesPanel />}
        {inner === 'media' && <MediaLibrary />}
      </Box>
    </Box>
  );
}

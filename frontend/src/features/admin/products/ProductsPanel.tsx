import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SensorsIcon } from '../../../components/icons.js';
import { AddIcon, EditOutlinedIcon, GridViewIcon, OpenInNewIcon, TableRowsIcon } from '../icons.js';
import { ApiPaths, type CategoryCount, type Page, type ProductView } from '@lora/api';
import { CARD_ROWS, ProductCard, ProductGrid } from '../../../components/ProductCard.js';
import { formatPrice } from '../../../lib/format.js';
import { apiRequest, useAdminWrite } from '../shared/admin-api.js';
import { useConfirmDelete } from '../shared/ConfirmDialog.js';
import { EmptyState, Loading } from '../shared/EmptyState.js';
import { DeleteButton, IconAction, ThumbnailFrame, menuItems } from '../shared/ItemParts.js';
import { TableFrame } from '../shared/TableFrame.js';
import { useEditing, usePagedList } from '../shared/paged-list.js';
import { SearchField } from '../shared/SearchField.js';
import { ProductDialog } from './ProductDialog.js';

const PAGE_SIZE = 24;

type Actions = Record<'publish' | 'edit' | 'remove', (p: ProductView) => void>;

function RowActions({ product, actions }: { product: ProductView; actions: Actions }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'nowrap' }}>
      <Button
        size="small"
        variant={product.isPublished ? 'contained' : 'outlined'}
        color={product.isPublished ? 'success' : 'inherit'}
        onClick={() => actions.publish(product)}
        aria-label={`${product.isPublished ? 'Unpublish' : 'Publish'} ${product.name}`}
        // Publish and Published the same width, so the icons after them line up from row to row; as tall as those icons.
        sx={{ minWidth: 96, minHeight: 40 }}
      >
        {product.isPublished ? 'Published' : 'Publish'}
      </Button>
      <IconAction title="Edit" label={`Edit ${product.name}`} icon={<EditOutlinedIcon />} onClick={() => actions.edit(product)} />
      <IconAction title="Preview" label={`Preview ${product.name}`} icon={<OpenInNewIcon />} href={`/products/${product.id}`} />
      <DeleteButton name={product.name} onClick={() => actions.remove(product)} />
    </Box>
  );
}

function StatusBadges({ product }: { product: ProductView }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'nowrap' }}>
      <Chip size="small" label={product.isActive ? 'Active' : 'Inactive'} color={product.isActive ? 'success' : 'default'} />
      <Chip size="small" label={product.isPublished ? 'Published' : 'Draft'} variant={product.isPublished ? 'filled' : 'outlined'} />
    </Box>
  );
}

function ProductTable({ products, actions }: { products: ProductView[]; actions: Actions }) {
  return (
    <TableFrame label="Products" columns={['Product', 'Category', { label: 'Price', align: 'right' }, 'Status', 'Actions']}>
      <TableBody>
        {products.map((p) => (
          <TableRow key={p.id}>
            <TableCell sx={{ minWidth: 240 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <ThumbnailFrame size={48}>
                  {p.image ? (
                    <img src={p.image} alt="" width={48} height={48} loading="lazy" style={{ objectFit: 'cover' }} />
                  ) : (
                    <SensorsIcon sx={{ color: 'text.disabled' }} aria-hidden />
                  )}
                </ThumbnailFrame>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {p.manufacturer}
                  </Typography>
                </Box>
              </Box>
            </TableCell>
            <TableCell>{p.category ?? '—'}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatPrice(p.price, p.currency) ?? '—'}
            </TableCell>
            <TableCell>
              <StatusBadges product={p} />
            </TableCell>
            <TableCell>
              <RowActions product={p} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </TableFrame>
  );
}

/** SPEC's Products inner tab, read a page at a time from the admin API so thousands of products stay quick. */
export function ProductsPanel() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDeferredValue(searchInput.trim());
  const [category, setCategory] = useState('all');
  const [view, setView] = useState<'cards' | 'table'>('cards');
  const write = useAdminWrite();

  const { data: categories } = useSWR<CategoryCount[]>(ApiPaths.admin.products.categories);
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (search) query.set('search', search);
  if (category !== 'all') query.set('category', category);
  const { list, items: products, more } = usePagedList<Page<ProductView>>(ApiPaths.admin.products.list, query);
  const total = list.data?.[0]?.total ?? 0;
  const filtered = search !== '' || category !== 'all';
  const refresh = () => void list.mutate();
  const { editing, setEditing, dialogProps } = useEditing<ProductView>(refresh);

  const remove = useConfirmDelete<ProductView>({
    title: 'Delete Product',
    name: (p) => p.name,
    path: (p) => ApiPaths.admin.products.one(p.id),
    success: () => 'Product deleted successfully',
    failure: 'Failed to delete product',
    revalidate: [ApiPaths.products.list, ApiPaths.admin.products.categories],
    onDeleted: refresh,
  });
  const actions: Actions = {
    publish: (p) =>
      void write({
        send: () => apiRequest('PATCH', ApiPaths.admin.products.publish(p.id), { isPublished: !p.isPublished }),
        success: { description: 'Product publish status updated' },
        failure: 'Failed to update product publish status',
        revalidate: [ApiPaths.products.list, ApiPaths.admin.products.categories],
      }).then(refresh),
    edit: setEditing,
    remove: remove.ask,
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        <SearchField label="Search products" value={searchInput} onChange={setSearchInput} sx={{ flex: '1 1 260px' }} />
        <TextField
          select
          size="small"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { inputProps: { 'aria-label': 'Filter by category' } } }}
        >
          {/* SPEC: the distinct non-empty categories of existing products, which the catalog counts without sending every product. */}
          {menuItems([['all', 'All Categories'], ...(categories ?? []).map((c) => c.name)])}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, next: 'cards' | 'table' | null) => next && setView(next)}
          aria-label="View"
        >
          <ToggleButton value="cards" aria-label="Card view">
            <GridViewIcon />
          </ToggleButton>
          <ToggleButton value="table" aria-label="Table view">
            <TableRowsIcon />
          </ToggleButton>
        </ToggleButtonGroup>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add Product
        </Button>
      </Box>

      {list.isLoading ? (
        <Loading what="products" />
      ) : products.length === 0 ? (
        <EmptyState
          title="No products found"
          hint={filtered ? 'Try adjusting your search or filter criteria' : 'Get started by adding your first product'}
        />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }} data-testid="admin-product-count">
            Showing {products.length} of {total} products
          </Typography>
          {view === 'cards' ? (
            // As many columns as fit; from `xs` up, so that it holds over the grid's own columns at every width.
            <ProductGrid sx={{ gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(260px, 1fr))' } }}>
              {products.map((p) => (
                <Box key={p.id} sx={{ position: 'relative', display: 'grid', gridRow: `span ${CARD_ROWS}`, gridTemplateRows: 'subgrid', rowGap: 0 }}>
                  <Box sx={{ position: 'absolute', top: 8, left: 8, zIndex: 1 }}>
                    <StatusBadges product={p} />
                  </Box>
                  <ProductCard product={p} actions={<RowActions product={p} actions={actions} />} />
                </Box>
              ))}
            </ProductGrid>
          ) : (
            <ProductTable products={products} actions={actions} />
          )}
          {more}
        </>
      )}

      {editing !== null && <ProductDialog product={editing === 'new' ? null : editing} {...dialogProps} />}
      {remove.dialog}
    </Box>
  );
}

import { useState } from 'react';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddIcon } from '../icons.js';
import { ApiPaths, FIELD_LIMITS, type CategoryView, type ProductView } from '@lora/api';
import { basedOn } from '../../../lib/api.js';
import { apiRequest, useAdminWrite } from '../shared/admin-api.js';
import { useRecordForm } from '../shared/record-form.js';
import { SectionHeader } from '../shared/SectionHeader.js';
import { FormDialog } from '../shared/FormDialog.js';
import { ConfirmDialog, deleteQuestion } from '../shared/ConfirmDialog.js';
import { EmptyState, Loading } from '../shared/EmptyState.js';
import { formatDate } from '../shared/format.js';
import { menuItems } from '../shared/ItemParts.js';

/** What the category dialog edits, as the form holds it. */
const formOf = (category: CategoryView | null) => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  sortOrder: category ? String(category.sortOrder) : '',
  isActive: category?.isActive ?? true,
});

/** Each edited field's label, as a conflict or the history names it. */
const CATEGORY_LABELS = { name: 'Category Name', description: 'Description', sortOrder: 'Sort Order', isActive: 'Active' };

function CategoryDialog({ category, onClose }: { category: CategoryView | null; onClose: () => void }) {
  const { editing, form, set, text, dialog } = useRecordForm({
    kind: 'category',
    what: 'category',
    record: category,
    toForm: formOf,
    labels: CATEGORY_LABELS,
    paths: ApiPaths.admin.categories,
    // SPEC §5: an empty Sort Order is 0, otherwise the integer typed. The parent is not edited here: an update leaves it as stored.
    body: (f) => ({ ...f, sortOrder: f.sortOrder.trim() ? Number.parseInt(f.sortOrder, 10) : 0, ...(category ? {} : { parentId: null }) }),
    revalidate: [ApiPaths.admin.categories.list, ApiPaths.admin.products.list],
    onClose,
  });
  return (
    <FormDialog
      id="category-dialog-title"
      title={editing ? `Edit ${category?.name}` : 'Add New Category'}
      submit={editing ? 'Update Category' : 'Create Category'}
      {...dialog}
    >
      <TextField label="Category Name *" {...text('name', FIELD_LIMITS.categoryName)} slotProps={{ htmlInput: { required: true } }} />
      <TextField label="Description" multiline minRows={3} {...text('description', FIELD_LIMITS.mediumText)} />
      <TextField label="Sort Order" type="number" {...text('sortOrder')} slotProps={{ htmlInput: { step: 1, min: 0 } }} />
      <FormControlLabel control={<Switch checked={form.isActive} onChange={(e) => set('isActive')(e.target.checked)} />} label="Active" />
    </FormDialog>
  );
}

/** Whether a product is in a category as the server counts it: linked by id, or naming it (any case) while unlinked. */
function isInCategory(product: ProductView, category: CategoryView): boolean {
  if (product.categoryId !== null) return product.categoryId === category.id;
  return !!product.category && product.category.trim().toLowerCase() === category.name.trim().toLowerCase();
}

/** SPEC's Categories inner tab: cards by sortOrder, the dialog, the delete confirm (which moves a category's products first). */
export function CategoriesPanel() {
  const { data, isLoading } = useSWR<CategoryView[]>(ApiPaths.admin.categories.list);
  const [editing, setEditing] = useState<CategoryView | null | 'new'>(null);
  const [deleting, setDeleting] = useState<CategoryView | null>(null);
  const [moveTo, setMoveTo] = useState('');
  const { data: products } = useSWR<ProductView[]>(ApiPaths.admin.products.list);
  const write = useAdminWrite();
  const categories = [...(data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
  // The server refuses to delete a category products use (409) unless they move to another one.
  const inUse = deleting ? (products ?? []).filter((p) => isInCategory(p, deleting)).length : 0;
  const startDelete = (category: CategoryView) => {
    setMoveTo('');
    setDeleting(category);
  };
  const confirmDelete = async () => {
    const category = deleting!;
    setDeleting(null);
    const path = ApiPaths.admin.categories.one(category.id) + (inUse && moveTo ? `?moveTo=${moveTo}` : '');
    await write({
      send: () => apiRequest('DELETE', path, undefined, basedOn(category)),
      success: { description: 'Category deleted successfully' },
      failure: 'Failed to delete category',
      revalidate: [ApiPaths.admin.categories.list, ApiPaths.admin.products.list],
    });
  };
  return (
    <Box>
      <SectionHeader title="Categories" subtitle="Manage product categories and organization">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add Category
        </Button>
      </SectionHeader>
      {isLoading ? (
        <Loading what="categories" />
      ) : categories.length === 0 ? (
        <EmptyState title="No categories found" hint="Get started by creating your first product category" />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 2 }}>
          {categories.map((c) => (
            <Card key={c.id} component="article" aria-label={c.name}>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="h3" component="h3">
                    {c.name}
                  </Typography>
                  <Chip size="small" label={c.isActive ? 'Active' : 'Inactive'} color={c.isActive ? 'success' : 'default'} />
                </Box>
                {c.description && <Typography sx={{ color: 'text.secondary' }}>{c.description}</Typography>}
                <Box sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary', fontSize: '0.85rem', mt: 'auto' }}>
                  <span>Sort: {c.sortOrder}</span>
                  <span>Created {formatDate(c.createdAt)}</span>
                </Box>
                {/* As tall as the icon buttons on product and news cards (40 px), a comfortable size to tap. */}
                <Box sx={{ display: 'flex', gap: 1, '& .MuiButton-root': { minHeight: 40 } }}>
                  <Button size="small" variant="outlined" color="inherit" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                    Edit
                  </Button>
                  <Button size="small" variant="outlined" color="error" onClick={() => startDelete(c)} aria-label={`Delete ${c.name}`}>
                    Delete
                  </Button>
                </Box>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      {editing !== null && <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title="Delete Category"
        text={deleting ? deleteQuestion(deleting.name) : ''}
        confirm={inUse ? 'Move and Delete' : 'Delete'}
        confirmDisabled={inUse > 0 && !moveTo}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        {deleting && inUse > 0 && (
          <TextField
            select
            fullWidth
            required
            sx={{ mt: 2 }}
            label={`Move its ${inUse} product${inUse === 1 ? '' : 's'} to`}
            value={moveTo}
            onChange={(e) => setMoveTo(e.target.value)}
            helperText={`${inUse} product${inUse === 1 ? ' is' : 's are'} in "${deleting.name}": choose where ${inUse === 1 ? 'it goes' : 'they go'} first`}
          >
            {menuItems(categories.filter((c) => c.id !== deleting.id).map((c) => [String(c.id), c.name] as const))}
          </TextField>
        )}
      </ConfirmDialog>
    </Box>
  );
}

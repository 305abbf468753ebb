import useSWR from 'swr';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ApiPaths,
  CURRENCIES,
  DEFAULT_AVAILABILITY,
  DEFAULT_CURRENCY,
  FIELD_LIMITS,
  priceProblem,
  type CategoryView,
  type ProductView,
} from '@lora/api';
import { FormDialog } from '../shared/FormDialog.js';
import { menuItems } from '../shared/ItemParts.js';
import { useRecordForm } from '../shared/record-form.js';
import { ImageField } from '../media/ImageField.js';
import { GalleryField } from '../media/GalleryField.js';
import { DocumentField } from '../media/DocumentField.js';
import { ProductPreview } from './ProductPreview.js';
import { SpecRowsEditor } from './SpecRowsEditor.js';
import { rowsForEditing, specificationsOf } from './spec-rows.js';

/** What the dialog edits: the product's fields as the form holds them, and its specification rows. */
const draftOf = (product: ProductView | null) => ({
  name: product?.name ?? '',
  manufacturer: product?.manufacturer ?? '',
  model: product?.model ?? '',
  category: product?.category ?? '',
  price: product?.price ?? '',
  currency: product?.currency ?? DEFAULT_CURRENCY,
  description: product?.description ?? '',
  image: product?.image ?? null,
  imageGallery: product?.imageGallery ?? [],
  datasheet: product?.datasheet ?? null,
  isActive: product?.isActive ?? true,
  lorawan: product?.lorawan ?? true,
  rows: product ? rowsForEditing(product) : [],
});

type ProductDraft = ReturnType<typeof draftOf>;

/** Each edited field's label, as a conflict or the history names it. */
const PRODUCT_LABELS: Record<keyof ProductDraft, string> = {
  name: 'Product Name',
  manufacturer: 'Manufacturer',
  model: 'Model',
  category: 'Category',
  price: 'Price',
  currency: 'Currency',
  description: 'Description',
  image: 'Product Image',
  imageGallery: 'Gallery',
  datasheet: 'Datasheet',
  isActive: 'Active',
  lorawan: 'LoRaWAN',
  rows: 'Specifications',
};

/** The rows named "Manufacturer" say what the field says (on save such a row overrides the field). */
const withManufacturerRow = (d: ProductDraft): ProductDraft => ({
  ...d,
  rows: d.rows.map((row) => (row.key.trim() === 'Manufacturer' ? { ...row, value: d.manufacturer } : row)),
});

/** SPEC §7's product payload: the form, the specifications map, and the dedicated fields rows name. */
function payloadOf({ rows, ...form }: ProductDraft) {
  const { specifications, promoted } = specificationsOf(rows);
  return {
    ...form,
    category: form.category || null,
    price: form.price.trim() === '' ? null : form.price.trim(),
    specifications,
    ...promoted,
  };
}

/** 'Add New Product' or 'Edit {name}': the form with the live preview beside it. */
export function ProductDialog({ product, onClose, onSaved }: { product: ProductView | null; onClose: () => void; onSaved: () => void }) {
  const { editing, form, set, text, problems, dialog } = useRecordForm({
    kind: 'product',
    what: 'product',
    record: product,
    toForm: draftOf,
    labels: PRODUCT_LABELS,
    historyLabels: { ...PRODUCT_LABELS, specifications: 'Specifications', seoTitle: 'SEO Title', seoDescription: 'SEO Description' },
    rules: { price: priceProblem },
    reconcile: withManufacturerRow,
    paths: ApiPaths.admin.products,
    body: payloadOf,
    revalidate: [ApiPaths.products.list, ApiPaths.admin.products.categories],
    onClose,
    onSaved,
  });
  const { data: categories } = useSWR<CategoryView[]>(ApiPaths.admin.categories.list);
  const { rows, ...fields } = form;
  const { specifications, promoted } = specificationsOf(rows);
  const preview = {
    ...fields,
    ...promoted,
    // A price the server would refuse is not previewed as if it were one.
    price: problems.price ? null : form.price,
    category: form.category || null,
    shortDescription: null,
    isFeatured: product?.isFeatured ?? false,
    availability: product?.availability ?? DEFAULT_AVAILABILITY,
    specifications: Object.entries(specifications),
  };
  // A category the product names that is not (or no longer) in the list still shows as chosen.
  const categoryNames = [...new Set([...(categories ?? []).map((c) => c.name), ...(form.category ? [form.category] : [])])];

  return (
    <FormDialog
      id="product-dialog-title"
      title={editing ? `Edit ${product?.name}` : 'Add New Product'}
      submit={dialog.saving ? 'Saving...' : editing ? 'Update Product' : 'Create Product'}
      maxWidth="lg"
      column={false}
      {...dialog}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField label="Product Name" required {...text('name', FIELD_LIMITS.shortText)} />
            <TextField label="Manufacturer" required {...text('manufacturer', FIELD_LIMITS.shortText)} />
            <TextField label="Model" {...text('model', FIELD_LIMITS.shortText)} />
            <TextField select label="Category" value={form.category} onChange={(e) => set('category')(e.target.value)}>
              {menuItems([['', 'No category'], ...categoryNames])}
            </TextField>
            <TextField label="Price" {...text('price')} placeholder="e.g. 129.99" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            <TextField select label="Currency" value={form.currency} onChange={(e) => set('currency')(e.target.value)}>
              {menuItems(CURRENCIES)}
            </TextField>
          </Box>
          <TextField label="Description" required multiline minRows={3} {...text('description', FIELD_LIMITS.longText)} />
          <ImageField label="Product Image" value={form.image} onChange={set('image')} />
          <GalleryField value={form.imageGallery} onChange={set('imageGallery')} />
          <DocumentField label="Datasheet" value={form.datasheet} onChange={set('datasheet')} />
          <Box sx={{ display: 'flex', gap: 3 }}>
            <FormControlLabel control={<Switch checked={form.isActive} onChange={(e) => set('isActive')(e.target.checked)} />} label="Active" />
            <FormControlLabel control={<Switch checked={form.lorawan} onChange={(e) => set('lorawan')(e.target.checked)} />} label="LoRaWAN" />
          </Box>
          <SpecRowsEditor rows={rows} onChange={set('rows')} />
        </Box>
        <Box>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            Live preview
          </Typography>
          <Box sx={{ position: { md: 'sticky' }, top: 0 }}>
            <ProductPreview product={preview} />
          </Box>
        </Box>
      </Box>
    </FormDialog>
  );
}

import { Patterns, importCatalogue, type CatalogueImportResult, type ServiceBus } from '@lora/contracts';
import { seedCatalogue, seedImages } from './catalogue.js';
import { renderProductImages } from './product-images.js';
import { mediaImageStore } from './media-images.js';
import { renderSiteImages } from './site-images.js';

export interface SeedReport {
  images: { written: number; skipped: number };
  catalogue: CatalogueImportResult | 'kept';
}

/**
 * Seeds a fresh installation: the product and site images (re-rendered only when missing) and the seed
 * catalogue, imported only into an empty catalogue so that products an admin deleted or renamed
 * do not come back on the next start. Safe to run on every start.
 */
export async function seedProduct(bus: ServiceBus, options: { mediaUrl?: string } = {}): Promise<SeedReport> {
  const store = await mediaImageStore(bus, options.mediaUrl);
  const [productImages, siteImages] = [await renderProductImages(store, seedImages), await renderSiteImages(store)];
  const images = { written: productImages.written + siteImages.written, skipped: productImages.skipped + siteImages.skipped };
  const [products, categories] = await Promise.all([
    bus.send(Patterns.catalog.listProducts, { scope: 'all', limit: 1 }),
    bus.send(Patterns.catalog.listCategories, { limit: 1 }),
  ]);
  if (products.value().total || categories.total) return { images, catalogue: 'kept' };
  const catalogue = await importCatalogue(bus, seedCatalogue, { timeoutMs: 15_000 });
  return { images, catalogue };
}

export function describeSeed(report: SeedReport): string {
  const images = `${report.images.written} image(s) rendered, ${report.images.skipped} already there`;
  if (report.catalogue === 'kept') return `seed: catalogue already has data, left as it is; ${images}`;
  const { categories, products } = report.catalogue;
  return `seed: ${categories.created} categories and ${products.created} products created; ${images}`;
}

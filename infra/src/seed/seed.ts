import { Patterns, importCatalogue, type CatalogueImportResult, type ContentImportResult, type ServiceBus } from '@lora/contracts';
import { seedArticles } from './articles.js';
import { seedCatalogue, seedExchangeRates, seedImages } from './catalogue.js';
import { libraryProductPictures } from './product-images.js';
import { mediaImageStore, type ImageStore } from './media-images.js';
import { renderSiteImages } from './site-images.js';

export interface SeedReport {
  /** The site's own pictures (its heroes): drawn when missing. */
  images: { written: number; skipped: number };
  catalogue: CatalogueImportResult | 'kept';
}

export interface InstallationSeedReport extends SeedReport {
  articles: ContentImportResult | 'kept';
}

/**
 * Seeds a fresh installation: the site's own pictures (re-rendered only when missing) and the seed catalogue, imported
 * only into an empty catalogue so that products an admin deleted or renamed do not come back on the next start. The
 * products' pictures are put in the media library first, where an admin finds them to use again, and the media
 * library refuses to delete one a product shows. Safe to run on every start.
 */
export async function seedProduct(bus: ServiceBus, options: { mediaUrl?: string } = {}): Promise<SeedReport> {
  return seedCatalogueWith(bus, await mediaImageStore(bus, options.mediaUrl));
}

async function seedCatalogueWith(bus: ServiceBus, store: ImageStore): Promise<SeedReport> {
  const images = await renderSiteImages(store);
  const [products, categories] = await Promise.all([
    bus.send(Patterns.catalog.listProducts, { scope: 'all', limit: 1 }),
    bus.send(Patterns.catalog.listCategories, { limit: 1 }),
  ]);
  if (products.value().total || categories.total) return { images, catalogue: 'kept' };
  const pictures = await libraryProductPictures(store, seedImages);
  const bundle = { ...seedCatalogue, products: seedCatalogue.products.map((product, i) => ({ ...product, image: pictures[i] })) };
  const catalogue = await importCatalogue(bus, bundle, { timeoutMs: 15_000 });
  // A fresh catalogue sorts its euro and pound prices among the dollar ones from the start; an admin keeps them current.
  await bus.send(Patterns.catalog.saveExchangeRates, { settings: { rates: seedExchangeRates } });
  return { images, catalogue };
}

/**
 * Seeds what `npm start` and the deployments' seed job start with: the catalogue and its pictures (seedProduct), then
 * the news and blog posts with theirs, each only into an installation that has none. Safe to run on every start.
 */
export async function seedInstallation(bus: ServiceBus, options: { mediaUrl?: string } = {}): Promise<InstallationSeedReport> {
  const store = await mediaImageStore(bus, options.mediaUrl);
  const report = await seedCatalogueWith(bus, store);
  return { ...report, articles: await seedArticles(bus, store) };
}

export function describeSeed(report: SeedReport | InstallationSeedReport): string {
  const images = `${report.images.written} site picture(s) rendered, ${report.images.skipped} already there`;
  const catalogue =
    report.catalogue === 'kept'
      ? 'catalogue already has data, left as it is'
      : `${report.catalogue.categories.created} categories and ${report.catalogue.products.created} products created`;
  const articles = !('articles' in report)
    ? ''
    : report.articles === 'kept'
      ? '; news and blog already have articles, left as they are'
      : `; ${report.articles.news.created} news articles and ${report.articles.blogs.created} blog posts created`;
  return `seed: ${catalogue}${articles}; ${images}`;
}

import { Patterns, importCatalogue, type CatalogueImportResult, type ContentImportResult, type ServiceBus } from '@lora/contracts';
import { renderArticleImages, seedArticles } from './articles.js';
import { seedCatalogue, seedImages } from './catalogue.js';
import { renderProductImages } from './product-images.js';
import { mediaImageStore } from './media-images.js';
import { renderSiteImages } from './site-images.js';

export interface SeedReport {
  images: { written: number; skipped: number };
  catalogue: CatalogueImportResult | 'kept';
}

export interface InstallationSeedReport extends SeedReport {
  articles: ContentImportResult | 'kept';
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

/**
 * Seeds what `npm start` and the deployments' seed job start with: the catalogue and its pictures (seedProduct), then
 * the news and blog posts with theirs, each only into an installation that has none. Safe to run on every start.
 */
export async function seedInstallation(bus: ServiceBus, options: { mediaUrl?: string } = {}): Promise<InstallationSeedReport> {
  const report = await seedProduct(bus, options);
  const pictures = await renderArticleImages(await mediaImageStore(bus, options.mediaUrl));
  const images = { written: report.images.written + pictures.written, skipped: report.images.skipped + pictures.skipped };
  return { ...report, images, articles: await seedArticles(bus) };
}

export function describeSeed(report: SeedReport | InstallationSeedReport): string {
  const images = `${report.images.written} image(s) rendered, ${report.images.skipped} already there`;
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

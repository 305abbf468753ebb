import { Category } from './category.entity.js';
import { Product } from './product.entity.js';
import { CatalogInit1763769600000 } from './migrations/1763769600000-catalog-init.js';
import { CatalogProductsCategories1763856000000 } from './migrations/1763856000000-catalog-products-categories.js';
import { CatalogProductSearch1764028800000 } from './migrations/1764028800000-catalog-product-search.js';
import { CatalogNameKeys1764547200000 } from './migrations/1764547200000-catalog-name-keys.js';
import { CatalogSearchText1764892800000 } from './migrations/1764892800000-catalog-search-text.js';
import { CatalogStoredViews1765152000000 } from './migrations/1765152000000-catalog-stored-views.js';
import { CatalogImportStaging1765324800000 } from './migrations/1765324800000-catalog-import-staging.js';
import { CatalogVersions1765411200000 } from './migrations/1765411200000-catalog-versions.js';
import { CatalogHistory1765497600000 } from './migrations/1765497600000-catalog-history.js';
import { CatalogSpecificationsOrder1765584000000 } from './migrations/1765584000000-catalog-specifications-order.js';
import { CatalogExchangeRates1765670400000 } from './migrations/1765670400000-catalog-exchange-rates.js';

export const catalogDatabase = {
  entities: [Category, Product],
  migrations: [
    CatalogInit1763769600000,
    CatalogProductsCategories1763856000000,
    CatalogProductSearch1764028800000,
    CatalogNameKeys1764547200000,
    CatalogSearchText1764892800000,
    CatalogStoredViews1765152000000,
    CatalogImportStaging1765324800000,
    CatalogVersions1765411200000,
    CatalogHistory1765497600000,
    CatalogSpecificationsOrder1765584000000,
    CatalogExchangeRates1765670400000,
  ],
};

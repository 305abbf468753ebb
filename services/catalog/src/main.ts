import 'reflect-metadata';
import { runService } from '@lora/runtime';
import { CatalogModule } from './catalog.module.js';
import { CatalogInit1763769600000 } from './migrations/1763769600000-catalog-init.js';

await runService({
  name: 'catalog',
  module: CatalogModule,
  database: { entities: [], migrations: [CatalogInit1763769600000] },
  internalPort: 3102,
});

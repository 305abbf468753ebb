import 'reflect-metadata';
import { runService } from '@lora/runtime';
import { CatalogModule } from './catalog.module.js';
import { catalogDatabase } from './database.js';

await runService({
  name: 'catalog',
  module: CatalogModule,
  database: catalogDatabase,
  internalPort: 3102,
});

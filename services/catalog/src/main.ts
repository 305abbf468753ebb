import 'reflect-metadata';
import { runService, serviceConfig } from '@lora/runtime';
import { CatalogModule } from './catalog.module.js';
import { catalogDatabase } from './database.js';

await runService({
  name: 'catalog',
  config: serviceConfig,
  module: CatalogModule,
  database: catalogDatabase,
});

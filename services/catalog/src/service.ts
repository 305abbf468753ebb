import { serviceConfig, type ServiceDefinition, type ServiceRuntimeConfig } from '@lora/runtime';
import { CatalogModule } from './catalog.module.js';
import { catalogDatabase } from './data/database.js';

/** The catalog service as its process runs it, and as tests start it in theirs. */
export const catalogService: ServiceDefinition<ServiceRuntimeConfig> = {
  name: 'catalog',
  config: serviceConfig,
  module: CatalogModule,
  database: catalogDatabase,
};

import type { ServiceDefinition } from '@lora/runtime';
import { IdentityModule } from './identity.module.js';
import { identityDatabase } from './data/database.js';
import { identityConfig, type IdentityConfig } from './config.js';
import { ensureAdmin } from './admin/admin-bootstrap.js';
import { IdentityStore } from './data/identity.store.js';

/** The identity service as its process runs it, and as tests start it in theirs. */
export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  config: identityConfig,
  module: IdentityModule,
  database: identityDatabase,
  beforeListen: ({ dataSource, logger, config }) => ensureAdmin(new IdentityStore(dataSource), logger, config.admin, config.nodeEnv === 'production'),
};

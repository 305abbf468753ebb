import 'reflect-metadata';
import { runService } from '@lora/runtime';
import { IdentityModule } from './identity.module.js';
import { identityDatabase } from './database.js';
import { identityConfig } from './config.js';
import { ensureAdmin } from './admin/admin-bootstrap.js';

await runService({
  name: 'identity',
  config: identityConfig,
  module: IdentityModule,
  database: identityDatabase,
  beforeListen: ({ dataSource, logger, config }) => ensureAdmin(dataSource, logger, config.admin, config.nodeEnv === 'production'),
});

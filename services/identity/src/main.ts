import 'reflect-metadata';
import { runService } from '@lora/runtime';
import { IdentityModule } from './identity.module.js';
import { identityDatabase } from './database.js';
import { ensureAdmin } from './admin/admin-bootstrap.js';

await runService({
  name: 'identity',
  module: IdentityModule,
  database: identityDatabase,
  internalPort: 3101,
  beforeListen: ({ dataSource, logger }) => ensureAdmin(dataSource, logger),
});

import 'reflect-metadata';
import { runService, serviceConfig } from '@lora/runtime';
import { ContentModule } from './content.module.js';
import { ContentInit1763769600000 } from './migrations/1763769600000-content-init.js';

await runService({
  name: 'content',
  config: serviceConfig,
  module: ContentModule,
  database: { entities: [], migrations: [ContentInit1763769600000] },
});

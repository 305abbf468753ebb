import 'reflect-metadata';
import { runService } from '@lora/runtime';
import { ContentModule } from './content.module.js';
import { ContentInit1763769600000 } from './migrations/1763769600000-content-init.js';

await runService({
  name: 'content',
  module: ContentModule,
  database: { entities: [], migrations: [ContentInit1763769600000] },
  internalPort: 3103,
});

import 'reflect-metadata';
import { runService } from '@lora/runtime';
import { MediaModule } from './media.module.js';
import { MediaInit1763769600000 } from './migrations/1763769600000-media-init.js';

await runService({
  name: 'media',
  module: MediaModule,
  database: { entities: [], migrations: [MediaInit1763769600000] },
  internalPort: 3104,
});

import 'reflect-metadata';
import { runService, serviceConfig } from '@lora/runtime';
import { MediaModule } from './media.module.js';
import { MediaInit1763769600000 } from './migrations/1763769600000-media-init.js';

await runService({
  name: 'media',
  config: serviceConfig,
  module: MediaModule,
  database: { entities: [], migrations: [MediaInit1763769600000] },
});

import 'reflect-metadata';
import { runService } from '@lora/runtime';
import { ContentModule } from './content.module.js';
import { contentDatabase } from './database.js';
import { contentConfig } from './config.js';

await runService({
  name: 'content',
  config: contentConfig,
  module: ContentModule,
  database: contentDatabase,
});

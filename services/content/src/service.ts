import type { ServiceDefinition } from '@lora/runtime';
import { ContentModule } from './content.module.js';
import { contentDatabase } from './data/database.js';
import { contentConfig, type ContentConfig } from './config.js';

/** The content service as its process runs it, and as tests start it in theirs. */
export const contentService: ServiceDefinition<ContentConfig> = {
  name: 'content',
  config: contentConfig,
  module: ContentModule,
  database: contentDatabase,
};

import 'reflect-metadata';
import { runService } from '@lora/runtime';
import { contentService } from './service.js';

await runService(contentService);

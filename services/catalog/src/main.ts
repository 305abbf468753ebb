import 'reflect-metadata';
import { runService } from '@lora/runtime';
import { catalogService } from './service.js';

await runService(catalogService);

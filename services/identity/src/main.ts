import 'reflect-metadata';
import { runService } from '@lora/runtime';
import { identityService } from './service.js';

await runService(identityService);

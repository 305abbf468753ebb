import 'reflect-metadata';
import { runService } from '@lora/runtime';
import { mediaService } from './service.js';

await runService(mediaService);

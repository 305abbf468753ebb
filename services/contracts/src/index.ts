// The DTO classes' decorators (class-transformer's @Type) read design-time types through reflect-metadata.
import 'reflect-metadata';
export * from '@lora/api';
export * from './patterns.js';
export * from './contract.js';
export * from './errors.js';
export * from './request-context.js';
export * from './bus.js';
export { documentedProperties, type ApiPropertyRecord } from './dto/api-docs.js';
export * from './dto/fields.js';
export * from './dto/auth.js';
export * from './dto/catalog.js';
export * from './dto/views.js';
export * from './paging.js';
export * from './json-reply.js';
export * from './dto/lists.js';
export * from './catalogue-lists.js';
export * from './session-token.js';
export * from './dto/content.js';

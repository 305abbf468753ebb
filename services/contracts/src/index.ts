export * from './patterns.js';
export * from './errors.js';
export * from './bus.js';
export * from './dto/auth.js';
export * from './dto/catalog.js';

export * from './constants.js';
export * from './exchange-rates.js';
export * from './views.js';
export * from './errors.js';
export * from './paths.js';
export * from './text.js';
export * from './contact-form.js';
export * from './site.js';
export type * from './ssr.js';

export * from './constants.js';
export * from './views.js';
export * from './errors.js';
export * from './paths.js';

// `npm run test:unit`: the `*.spec.ts` files alone, which need neither a build nor running services (in a random
// order, as every run: see jest.config.js).
import config from './jest.config.js';

export default { ...config, testMatch: ['**/src/**/*.spec.ts', '**/test/**/*.spec.ts'] };

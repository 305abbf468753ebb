// `npm run test:unit`: the `*.spec.ts` files alone, which need neither a build nor running services. Their tests run
// in a new order each time (the seed is printed; `--seed=<n>` repeats an order): none relies on another's leftovers.
import config from './jest.config.js';

export default { ...config, testMatch: ['**/src/**/*.spec.ts', '**/test/**/*.spec.ts'], randomize: true, showSeed: true };

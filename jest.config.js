// One jest run for the whole repository (`npm test`), in three projects a file's name places it in:
// - `unit`, `*.spec.ts`: code alone, beside it or in a test/ folder: no database, no NATS, no build (`npm run test:unit`);
// - `stack`, `*.test.ts`: against real Postgres and NATS: queries on a database of the file's own, a service's Nest
//   module started in-process from source, or the built services running as processes behind the gateway;
// - `browser`, `*.browser.test.ts`: the built stack in Debian's Chromium through Playwright.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    target: 'es2022',
    keepClassNames: true,
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
  },
  module: { type: 'es6' },
};

const project = (displayName, testMatch) => ({
  displayName,
  testMatch,
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/infra', '<rootDir>/frontend/src'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@lora/(api|contracts|runtime)$': '<rootDir>/packages/$1/src/index.ts',
    '^@lora/(contracts|runtime)/(patterns|secrets)$': '<rootDir>/packages/$1/src/$2.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
});

export default {
  projects: [
    project('unit', ['**/*.spec.ts']),
    project('stack', ['**/*.test.ts', '!**/*.browser.test.ts']),
    project('browser', ['**/*.browser.test.ts']),
  ],
  testTimeout: 60000,
  maxWorkers: 2,
  // Tests run in a new order each time (the seed is printed; `--seed=<n>` repeats an order): none relies on another's leftovers.
  randomize: true,
  showSeed: true,
};

// One jest run for the whole repository (`npm test`), over two kinds of files:
// - `*.spec.ts`: unit specs beside the code, and in-process tests in a service's test/ folder that start its Nest
//   module from source against Postgres and NATS: no build, no running stack (`npm run test:unit`, jest.unit.config.js);
// - `test/**/*.test.ts`: tests against the built services running as processes, through the gateway, in a browser.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    target: 'es2022',
    keepClassNames: true,
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
  },
  module: { type: 'es6' },
};

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/infra', '<rootDir>/frontend/src'],
  testMatch: ['**/src/**/*.spec.ts', '**/test/**/*.spec.ts', '**/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@lora/(api|contracts|runtime)$': '<rootDir>/packages/$1/src/index.ts',
    '^@lora/(contracts|runtime)/(patterns|secrets)$': '<rootDir>/packages/$1/src/$2.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testTimeout: 60000,
  maxWorkers: 2,
  // Tests run in a new order each time (the seed is printed; `--seed=<n>` repeats an order): none relies on another's leftovers.
  randomize: true,
  showSeed: true,
};

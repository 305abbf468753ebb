/** One jest run for the whole repository: unit specs beside the code, integration tests in test/. */
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
  roots: ['<rootDir>/services', '<rootDir>/infra', '<rootDir>/frontend/src'],
  testMatch: ['**/src/**/*.spec.ts', '**/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@lora/(api|contracts|runtime)$': '<rootDir>/services/$1/src/index.ts',
    '^@lora/(contracts|runtime)/(patterns|secrets)$': '<rootDir>/services/$1/src/$2.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testTimeout: 60000,
  maxWorkers: 2,
};

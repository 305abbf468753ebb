import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** The type-checked rules that cannot hold for code reading documents of any shape (checked by other means). */
const UNTYPED_DOCUMENTS = {
  '@typescript-eslint/no-unsafe-argument': 'off',
  '@typescript-eslint/no-unsafe-assignment': 'off',
  '@typescript-eslint/no-unsafe-call': 'off',
  '@typescript-eslint/no-unsafe-member-access': 'off',
  '@typescript-eslint/no-unsafe-return': 'off',
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/bundle/',
      '**/seed-bundle/',
      '**/coverage/',
      '.data/',
      'frontend/public/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: {
        projectService: {
          // The Vite config is type-checked by frontend/tsconfig.node.json, which the project service does not find on its own.
          allowDefaultProject: ['frontend/vite.config.ts'],
          defaultProject: 'frontend/tsconfig.node.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Omitting keys by destructuring them next to a rest element is intended: `const { secret, ...rest } = value`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Plain scripts (launcher, bundler, prerender, jest config) are in no tsconfig: they get the untyped rules.
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/test/**/*.ts', '**/*.spec.ts', '**/*.test.ts'],
    rules: {
      // Tests read untyped documents (supertest's `res.body`, parsed YAML and JSON, page.evaluate) and check their shape with
      // expect; typing each of them would only restate the assertions.
      ...UNTYPED_DOCUMENTS,
      // Tests pass methods as values without calling them (jest mocks, reading decorator metadata off a prototype).
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The manifest tools read Kubernetes documents of any shape (parsed YAML), as kubectl does.
    files: ['infra/src/deploy/kustomize.ts', 'infra/src/deploy/kube.ts'],
    rules: UNTYPED_DOCUMENTS,
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['frontend/src/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  prettier,
);

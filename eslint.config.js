// One lint config for the workspace. The core's boundary rules are below: packages/heloc-core
// decides and never performs I/O, reads the clock or touches the browser.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CORE_SOURCES = ['packages/heloc-core/src/**/*.ts'];
const CORE_EXEMPT = ['packages/heloc-core/src/**/*.test.ts', 'packages/heloc-core/src/testing/**'];

const banned = (name, use) => ({ name, message: `@heloc/core is pure: ${use}` });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/storybook-static/**', '**/.data/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'Name every export (no `export *`).' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests read JSON answers loosely; production code may not.
    files: ['**/test/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: CORE_SOURCES,
    ignores: CORE_EXEMPT,
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(xstate|xstate/graph|valibot)$)(?!\\.{1,2}/)',
              message: '@heloc/core may import only xstate and valibot (and its own modules).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        banned('fetch', 'return a decision and let the app perform the request.'),
        banned('XMLHttpRequest', 'return a decision and let the app perform the request.'),
        banned('WebSocket', 'the app owns connections.'),
        banned('setTimeout', 'return a delay (e.g. pollDelayMs) and let the caller schedule it.'),
        banned('setInterval', 'return a delay and let the caller schedule it.'),
        banned('clearTimeout', 'the caller owns timers.'),
        banned('clearInterval', 'the caller owns timers.'),
        banned('setImmediate', 'the caller owns timers.'),
        banned('queueMicrotask', 'the caller owns scheduling.'),
        banned('requestAnimationFrame', 'the caller owns scheduling.'),
        banned('window', 'no DOM in the core.'),
        banned('document', 'no DOM in the core.'),
        banned('navigator', 'no DOM in the core.'),
        banned('location', 'take the pathname as an argument.'),
        banned('localStorage', 'take stored values as arguments and return what to store.'),
        banned('sessionStorage', 'take stored values as arguments and return what to store.'),
        banned('indexedDB', 'no storage in the core.'),
        banned('process', 'read the environment in the app and pass values in.'),
        banned('performance', 'take `now` as an argument.'),
        banned('console', 'return warnings and errors as values for the caller to log.'),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'globalThis', message: '@heloc/core must not reach for globals.' },
        { object: 'Date', property: 'now', message: '@heloc/core has no clock: take `now` as an argument.' },
        { object: 'Math', property: 'random', message: '@heloc/core is deterministic: take randomness as an argument.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name every export (no `export *`).' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: '@heloc/core has no clock: take `now` as an argument.' },
        { selector: "CallExpression[callee.name='Date']", message: '@heloc/core has no clock: take `now` as an argument.' },
      ],
    },
  },
);

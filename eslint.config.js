// One lint config for the workspace. The core's boundary rules are below: packages/heloc-core
// decides and never performs I/O, reads the clock or touches the browser.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CORE_SOURCES = ['packages/heloc-core/src/**/*.ts'];
const CORE_EXEMPT = ['packages/heloc-core/src/**/*.test.ts', 'packages/heloc-core/src/testing/**'];

const banned = (name, use) => ({ name, message: `@heloc/core is pure: ${use}` });

/* ------------------------------------------------------------------------------------------------
 * The apps' bans (issue 8). The apps are thin: a rule of the domain written in an app is a bug in
 * the wrong place, so each ban names what to use instead (tldraw's eslint.config.mjs is the model).
 * apps/web/scripts/lint-bans.test.ts proves each one fires and stays quiet where it is allowed.
 * ---------------------------------------------------------------------------------------------- */

const APP_SOURCES = ['apps/web/src/**/*.{ts,tsx}', 'apps/flow-explorer/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'];
const WEB_SOURCES = ['apps/web/src/**/*.{ts,tsx}'];
// Tests assert what the user sees (the URL in the address bar, what was stored) independently of
// the code under test, so they may spell paths and read storage directly.
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**'];
const STORIES = ['**/*.stories.{ts,tsx}'];

// The server states, read from the core's source so that the ban grows with the list (this config
// is plain JavaScript and Node 20 cannot import the TypeScript module itself).
const serverStatesSource = readFileSync(
  new URL('./packages/heloc-core/src/journey/server-states.ts', import.meta.url),
  'utf8',
);
const SERVER_STATE_NAMES = [
  ...(/export const SERVER_STATES = \[([^\]]*)\]/.exec(serverStatesSource)?.[1] ?? '').matchAll(/'([A-Z_]+)'/g),
].map((m) => m[1]);
if (SERVER_STATE_NAMES.length < 40)
  throw new Error(
    'eslint.config.js: could not read SERVER_STATES from packages/heloc-core/src/journey/server-states.ts',
  );
// Profile types the core decides on (people.ts: isAdditionalSigner).
const PROFILE_TYPE_NAMES = ['CO_DEEDER'];

const USE_CORE_RULES =
  "Use the core's rules (screenForServerState, serverStateKind, isAdditionalSigner, …) or its typed lists (PROPERTY_NOT_FOUND_STATES, …) instead of a state name.";
const USE_PATH_BUILDERS =
  "Build paths with the core's builders (appScreenUrl, topLevelUrl, loginUrl, REGISTER_PATH, DASHBOARD_PATH …).";
const USE_TIMING_CONSTANTS =
  "Use the core's constants (STATUS_STALE_TIME_MS, WALLET_TIMEOUT_MS, …); add one to packages/heloc-core/src/constants.ts if it is missing.";
const USE_STORAGE_HELPERS = 'Use the helpers in lib/storage.ts (every browser key lives there).';
const NO_API_IMPORTS = 'apps/web never imports apps/api; move shared code to @heloc/core.';

// esquery regexes cannot contain a slash, hence \x2F.
const ROUTE_PREFIX = String.raw`/^\x2F(account\x2Fheloc|auth\x2F|dashboard)/`;
const routeBans = [
  { selector: `Literal[value=${ROUTE_PREFIX}]`, message: USE_PATH_BUILDERS },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${ROUTE_PREFIX}]`, message: USE_PATH_BUILDERS },
];
// Type positions are left alone: a union of literals is checked by tsc, and some server enums
// share spellings with states (coDeedStatus 'COMPLETE').
const stateBans = [
  {
    selector: `Literal[value=/^(${[...SERVER_STATE_NAMES, ...PROFILE_TYPE_NAMES].join('|')})$/]:not(TSLiteralType > Literal)`,
    message: USE_CORE_RULES,
  },
];
// A duration is a literal of 1000 or more (ms) given to a timer, a query/request option, or a
// name that says it is a duration.
const TIMING_NAME = String.raw`/^(timeout|staleTime|gcTime|cacheTime|refetchInterval|retryDelay|delay|interval)$|(Ms|_MS|Delay|Timeout|Interval)$/`;
const BIG = 'Literal[value>=1000]';
const timingBans = [
  {
    selector: `CallExpression:matches([callee.name=/^set(Timeout|Interval)$/], [callee.property.name=/^set(Timeout|Interval)$/]) > ${BIG}`,
    message: USE_TIMING_CONSTANTS,
  },
  { selector: `Property[key.name=${TIMING_NAME}] ${BIG}`, message: USE_TIMING_CONSTANTS },
  {
    selector: `:matches(AssignmentPattern[left.name=${TIMING_NAME}], VariableDeclarator[id.name=${TIMING_NAME}]) ${BIG}`,
    message: USE_TIMING_CONSTANTS,
  },
  { selector: `JSXAttribute[name.name=${TIMING_NAME}] ${BIG}`, message: USE_TIMING_CONSTANTS },
];
const EXPORT_ALL_BAN = { selector: 'ExportAllDeclaration', message: 'Name every export (no `export *`).' };
// One polling mechanism and one way to write (issue 24, decision 074), the chat included.
const USE_POLLED_QUERY =
  'Poll with usePolledQuery (lib/use-polled-query.ts), its `every` asking the core (nextPoll, signersPollMs, …): a screen never writes its own polling rule.';
const USE_WRITE =
  "Write with useStep (a journey step, through the core's step table) or useWrite (lib/use-write.ts) for any other call: one busy flag, one error sentence, one invalidation.";
const pollingBans = [{ selector: "Property[key.name='refetchInterval']", message: USE_POLLED_QUERY }];
const WRITE_HOME = 'apps/web/src/lib/use-write.ts';
const POLL_HOME = 'apps/web/src/lib/use-polled-query.ts';
const apiImportBan = { regex: '(^@heloc/api(/|$))|(^|/)apps/api(/|$)', message: NO_API_IMPORTS };

/** apps/web may not reach apps/api, however the import is spelt (package name or relative path). */
const noAppsApiImport = {
  meta: { type: 'problem', schema: [], messages: { banned: NO_API_IMPORTS } },
  create(context) {
    const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'apps', 'api');
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const lands = spec.startsWith('.') ? path.resolve(path.dirname(context.filename), spec) : '';
      if (/^@heloc\/api(\/|$)/.test(spec) || lands === apiDir || lands.startsWith(apiDir + path.sep)) {
        context.report({ node: node.source, messageId: 'banned' });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

const appBans = [
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/flow-explorer/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The recommended set, every rule an error: a warning nobody reads is no rule at all.
    rules: Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error'])),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/flow-explorer/**/*.{ts,tsx}'],
    plugins: { heloc: { rules: { 'no-apps-api-import': noAppsApiImport } } },
    rules: {
      'heloc/no-apps-api-import': 'error',
      'no-restricted-imports': ['error', { patterns: [apiImportBan] }],
    },
  },
  {
    files: WEB_SOURCES,
    ignores: [WRITE_HOME],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [apiImportBan],
          paths: [{ name: '@tanstack/react-query', importNames: ['useMutation'], message: USE_WRITE }],
        },
      ],
    },
  },
  {
    files: APP_SOURCES,
    ignores: [...TESTS, 'apps/web/src/lib/storage.ts', 'apps/flow-explorer/src/lib/storage.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: USE_STORAGE_HELPERS },
        { name: 'sessionStorage', message: USE_STORAGE_HELPERS },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => [
          { object, property: 'localStorage', message: USE_STORAGE_HELPERS },
          { object, property: 'sessionStorage', message: USE_STORAGE_HELPERS },
        ]),
      ],
    },
  },
  // no-restricted-syntax takes one list per file, so each block repeats the bans that apply to it;
  // the last matching block wins.
  { files: APP_SOURCES, ignores: TESTS, rules: { 'no-restricted-syntax': ['error', EXPORT_ALL_BAN, ...routeBans] } },
  {
    files: WEB_SOURCES,
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', EXPORT_ALL_BAN, ...routeBans, ...timingBans, ...pollingBans] },
  },
  // Stories and tests describe what the server sends (fixtures), so state names are data there.
  {
    files: WEB_SOURCES,
    ignores: [...TESTS, ...STORIES],
    rules: {
      'no-restricted-syntax': ['error', EXPORT_ALL_BAN, ...routeBans, ...timingBans, ...stateBans, ...pollingBans],
    },
  },
  // The one home of refetchInterval.
  {
    files: [POLL_HOME],
    ignores: [...TESTS, ...STORIES],
    rules: { 'no-restricted-syntax': ['error', EXPORT_ALL_BAN, ...routeBans, ...timingBans, ...stateBans] },
  },
];

/* ------------------------------------------------------------------------------------------------
 * The API by feature (issue 24, decision 072): apps/api/src/<feature>/{routes,service,repo}.ts.
 * Only a feature's repo.ts (and the database plumbing in src/db/**) touches drizzle or the schema;
 * routes and services call the repo. apps/api/src/db/repo-boundary.test.ts proves the ban fires.
 * ---------------------------------------------------------------------------------------------- */

const QUERIES_IN_REPO =
  "queries live in the feature's repo.ts: move this query to apps/api/src/<feature>/repo.ts and call it from the " +
  'service or route (only repo.ts files and src/db/** import drizzle-orm or db/schema; decision 072).';
const apiRepoBoundary = {
  files: ['apps/api/src/**/*.ts'],
  // Tests sit beside the code (decision 083): they and their helpers (src/testing/) read and set rows.
  ignores: ['apps/api/src/**/repo.ts', 'apps/api/src/db/**', 'apps/api/src/**/*.test.ts', 'apps/api/src/testing/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '(^drizzle-orm(/|$))|((^|/)db/schema(\\.js|\\.ts)?$)', message: QUERIES_IN_REPO }] },
    ],
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/storybook-static/**', '**/.data/**', 'docs/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name every export (no `export *`).' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests read JSON answers loosely; production code may not.
    files: ['**/test/**/*.ts', 'apps/api/src/testing/**/*.ts', '**/*.test.ts'],
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
        {
          object: 'Math',
          property: 'random',
          message: '@heloc/core is deterministic: take randomness as an argument.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name every export (no `export *`).' },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: '@heloc/core has no clock: take `now` as an argument.',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: '@heloc/core has no clock: take `now` as an argument.',
        },
      ],
    },
  },
  {
    // The one pure-data dependency of the core: the federal holiday calendar the funding rule is
    // given (calendar.ts, exported as @heloc/core/calendar, never from the index). Decision 026.
    files: ['packages/heloc-core/src/calendar.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(@18f/us-federal-holidays)$)(?!\\.{1,2}/)',
              message: 'calendar.ts may import only the holiday library.',
            },
          ],
        },
      ],
    },
  },
  ...appBans,
  apiRepoBoundary,
);

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * The floors (README, Layout): arrows run one way, app → features → counter →
 * components/api/lib → config. A feature never imports another feature or the app; the layers
 * under the features never import a feature or the app; config imports nothing of ours. Tests,
 * like main.tsx, may put any pieces together.
 */
const FEATURES = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const LAYER_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to counter/, components/ or lib/.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message:
      'Features never import the app: the app puts features together, not the other way round.',
  },
  {
    target: ['./src/counter', './src/components', './src/api', './src/lib', './src/config'],
    from: ['./src/features', './src/app'],
    message:
      'Shared layers never import a feature or the app: arrows run one way (app → features → shared).',
  },
  {
    target: ['./src/components', './src/api', './src/lib', './src/config'],
    from: './src/counter',
    message: 'Only features use the counter layer: the shared layers under it never import it.',
  },
  {
    target: './src/config',
    from: './src',
    except: ['./config'],
    message: 'config/ is the floor: it imports nothing of ours.',
  },
];

/**
 * The shop's day and hour are the service's (Asia/Seoul), never the machine's: the app and the
 * server read and write time only through the service's zone (src/api/service-time.ts,
 * src/lib/dates.ts, the server's configured zone). Date's local getters and setters, its local strings, a Date
 * built from local parts and a date format without a zone would each follow the machine's zone.
 * The tests run under two other zones too (package.json, test:unit); this catches it at the line.
 */
const LOCAL_TIME_MESSAGE =
  "This reads the machine's time zone; the shop's day is the service's (Asia/Seoul): read time through the service's zone (src/api/service-time.ts, the server's configured zone) or give Intl a timeZone.";
const LOCAL_TIME_PROPERTIES = [
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getTimezoneOffset',
  'setFullYear',
  'setMonth',
  'setDate',
  'setHours',
  'setMinutes',
  // A Date's; a number's is Intl.NumberFormat's in this app (src/lib/format.ts).
  'toLocaleString',
  'toLocaleDateString',
  'toLocaleTimeString',
  'toDateString',
  'toTimeString',
].map((property) => ({ property, message: LOCAL_TIME_MESSAGE }));
const LOCAL_TIME_SYNTAX = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length>1]",
    message: LOCAL_TIME_MESSAGE,
  },
  {
    // A date and time written without a zone is read in the machine's ("2026-11-28T10:00").
    selector:
      "NewExpression[callee.name='Date'] > Literal[value=/^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+$/]",
    message: LOCAL_TIME_MESSAGE,
  },
  // With `new` or without, a date format given no options, or options without a zone. (Options
  // passed as a variable are not seen: src/lib/format.ts's cache takes them from its callers.)
  ...['NewExpression', 'CallExpression'].flatMap((call) => [
    {
      selector: `${call}[callee.property.name='DateTimeFormat'][arguments.length<2]`,
      message: LOCAL_TIME_MESSAGE,
    },
    {
      selector: `${call}[callee.property.name='DateTimeFormat'] > ObjectExpression:not(:has(> Property[key.name='timeZone']))`,
      message: LOCAL_TIME_MESSAGE,
    },
  ]),
];
/** Where the rule holds: the app's and the server's own code, not their tests. */
const LOCAL_TIME_IGNORES = ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', 'src/test/**'];

/**
 * One client (decision 0027): the app always talks to our server, and nothing in src/ asks which
 * mode it is in; the demo is our server on the simulated service, told apart only by what its
 * answers say (X-Service-Kind).
 */
const ONE_CLIENT_SYNTAX = [
  {
    selector: "Identifier[name='isLive']",
    message: 'The app has one path (decision 0027): no isLive().',
  },
  {
    selector: "Literal[value='VITE_API_MODE'], Identifier[name='VITE_API_MODE']",
    message: 'The app has one path (decision 0027): no VITE_API_MODE.',
  },
];

/**
 * Comments cite a decision record (docs/decisions/) or docs/api.md, or say what the code does:
 * an issue number or a file outside the repository (the service's contract and specification, a
 * machine's own folders) points where a clone of this repository cannot follow. Table-tested in
 * scripts/comment-citations.test.ts.
 */
export const OUTSIDE_CITATIONS = [
  {
    what: 'an issue number',
    // "issue" or "issues" and a number (with or without "#"), a bare "#" and one or two digits,
    // or "owner/repo#" and a number. A bare "#" and three digits or more reads as a colour
    // ("#274"), so it is not matched.
    pattern: /\bissues?\s*#?\d+|(?:^|[\s(])#\d{1,2}\b|\w\/[\w.-]+#\d+/i,
  },
  {
    what: 'a path outside the repository',
    pattern:
      /\bCONTRACT\.md\b|\bshared\/(?:api|seed)\b|link-marketing-api\.md|(?:^|[\s('"`])\/(?:work|home|Users|tmp|mnt)\//,
  },
];

const noOutsideCitations = {
  meta: {
    type: 'suggestion',
    messages: {
      cited:
        'This comment cites {{what}}: cite a decision (docs/decisions/) or docs/api.md instead, or say what the code does.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = OUTSIDE_CITATIONS.find(({ pattern }) => pattern.test(comment.value));
          if (found) {
            context.report({ loc: comment.loc, messageId: 'cited', data: { what: found.what } });
          }
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-live',
      'dist-server',
      'data',
      'test-results',
      'playwright-report',
      '.tmp-sz',
      '.bench',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // How the rules that follow imports (no-cycle) read the files they reach.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '../mocks/*', '../../mocks/*'],
              message: 'Only main.tsx and tests may import the simulated service.',
            },
            {
              group: ['lucide-react', 'lucide-react/*'],
              message:
                'Icons come from src/components/icons/<Name>.ts: lucide-react’s drawings without its component code (decision 0023).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/main.tsx',
      'src/**/*.test.{ts,tsx}',
      // What the parts of one split test file share (fixtures, render helpers): test code too.
      'src/**/*.test-support.{ts,tsx}',
      'src/test/**',
      'src/mocks/**',
      // The simulated service's HTTP server is the simulated service, and the server's tests use
      // it as the upstream; the server itself may not.
      'server/sim/**',
      // The demo's server runs the live server's own code in front of the simulated service.
      'server/demo/**',
      'server/**/*.test.ts',
      'server/**/*.test-support.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The live server holds nothing of the demo (decision 0027): its staff and shown PINs, its
    // routes and its sign-in on first visit are server/demo's, which only the demo's entries load.
    files: ['server/**/*.ts'],
    ignores: [
      'server/demo/**',
      'server/sim/**',
      'server/**/*.test.ts',
      'server/**/*.test-support.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '../mocks/*', '../../mocks/*'],
              message: 'Only main.tsx and tests may import the simulated service.',
            },
            {
              group: ['**/demo/*', './demo/*'],
              message: 'The live server never holds the demo: only server/demo imports it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-support.{ts,tsx}', 'src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // The build's settings are read and checked in one place.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/config/env.ts',
      'src/**/*.test.{ts,tsx}',
      'src/**/*.test-support.{ts,tsx}',
      'src/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read the build settings from src/config/env.ts (apiBase, serviceTimeZone…).',
        },
        ...ONE_CLIENT_SYNTAX,
        ...LOCAL_TIME_SYNTAX,
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: LOCAL_TIME_IGNORES,
    rules: { 'no-restricted-properties': ['error', ...LOCAL_TIME_PROPERTIES] },
  },
  {
    // The server's own code (the src block above holds the app's, beside its build settings).
    files: ['server/**/*.ts'],
    ignores: LOCAL_TIME_IGNORES,
    rules: { 'no-restricted-syntax': ['error', ...LOCAL_TIME_SYNTAX] },
  },
  {
    files: ['server/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['e2e/**', 'scripts/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    // Playwright fixtures call `use`, which is not React's hook.
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Served as they are to the browser (public/ is copied into the build).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local: { rules: { 'no-outside-citations': noOutsideCitations } } },
    rules: { 'local/no-outside-citations': 'error' },
  },
  {
    // Parts of the benchmark run inside the page.
    files: ['scripts/bench.mjs', 'scripts/bench-look.mjs', 'scripts/bench-heatmap.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);

import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-live',
      'dist-server',
      'data',
      'public/mockServiceWorker.js',
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
    plugins: { 'react-hooks': reactHooks },
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
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/main.tsx',
      'src/**/*.test.{ts,tsx}',
      'src/test/**',
      'src/mocks/**',
      // The simulated service's HTTP server is the simulated service, and the server's tests use
      // it as the upstream; the server itself may not.
      'server/sim/**',
      'server/**/*.test.ts',
      'server/**/*.test-support.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
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
    // Parts of the benchmark run inside the page.
    files: ['scripts/bench.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'artifacts/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-properties': ['error', { object: 'describe', property: 'only' }, { object: 'it', property: 'only' }, { object: 'test', property: 'only' }],
    },
  },
  // Module boundaries (docs/architecture.md): a server module is entered only through its index.ts;
  // a web feature never imports another feature (features are composed in apps/web/src/app).
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // Element patterns are relative to the repository, whatever folder eslint runs from.
      'boundaries/root-path': import.meta.dirname,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server', pattern: 'apps/server/src' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'allow',
        policies: [
          {
            disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
            message: 'Import a server module only through its index.ts (modules/<module>), never its repo, service or other files.',
          },
          {
            from: { element: { type: 'web-feature' } },
            disallow: { to: { element: { type: 'web-feature' } } },
            message: 'A web feature never imports another feature: move the shared part to apps/web/src/components or lib, or compose both in apps/web/src/app.',
          },
        ],
      }],
    },
  },
  // A server module never imports a plugin (docs/architecture.md): plugins depend on modules, and what a
  // module needs from realtime (room checks, publisher types) lives in apps/server/src/lib.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)plugins(/|$)', message: 'A server module never imports a plugin: use the decorated fastify instance, or move the shared part to apps/server/src/lib.' }],
      }],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    ignores: ['packages/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'fastify', '@oddsmith/*', '../../apps/*'] }],
      'no-restricted-globals': ['error', 'fetch', 'setTimeout', 'setInterval', 'process'],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'core is pure: take nowMs as an argument' },
        { object: 'Math', property: 'random', message: 'core is pure: take a seeded byte source' },
      ],
    },
  },
  // Web functions (components) stay short: split a big one into named sub-components and hooks.
  // Every web source file (tests excepted: a describe block is a list, not a function to read).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@oddsmith/server', '**/apps/server/**'],
          // One translation snapshot shared by every component (lib/use-translation.ts, issue 18).
          paths: [{ name: 'react-i18next', importNames: ['useTranslation'], message: 'Use useTranslation from lib/use-translation.ts.' }],
        },
      ],
    },
  },
);

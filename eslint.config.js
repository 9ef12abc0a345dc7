import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverCode = {
  group: ['**/server/**', 'drizzle-orm*', 'pg', 'express*'],
  message: 'The client never imports server code.',
};

// The client's layers: a feature (client/src/features/<name>/) never imports another feature,
// and only pages/ and app/ import features at all. Every feature folder, present or future, is
// covered: the rules below name none of them.
const FEATURES = 'client/src/features';

const featureByAlias = {
  regex: '^@/features(/|$)',
  message:
    'A feature never imports another feature: move what both need to lib/ or components/, or let the page compose the two. ' +
    'Files of one feature import each other by relative paths.',
};

/** A relative path with more leading `..` than the file has folders between it and its feature folder. */
function leavingTheFeature(depth) {
  return {
    regex: `^(\\./)?(\\.\\./){${depth}}\\.\\.(/|$)`,
    message:
      'This path leaves the feature folder. Import lib/ and components/ as @/lib/… and @/components/…; ' +
      'another feature is never imported: move what both need to lib/ or components/.',
  };
}

const featureFromOutside = {
  regex: '^(@|\\.\\.?(/\\.\\.)*)/features(/|$)',
  message:
    'Only pages/ and app/ import features: move what this file needs to lib/ or components/, or let the page pass it in.',
};

/** How many folders the deepest entry of any feature sits below its feature folder (components/x.tsx: 1). */
const deepestInFeature = Math.max(
  0,
  ...readdirSync(new URL(`./${FEATURES}/`, import.meta.url), { recursive: true }).map(
    (entry) => entry.split(sep).length - 2,
  ),
);

/**
 * `no-restricted-imports` with these patterns, and `no-restricted-syntax` with their regexes for
 * `import()`, which that rule does not look at. A block's options for a rule replace those of an
 * earlier block, so each block lists every pattern its files obey.
 */
function restrictImports(...patterns) {
  const lazyImports = patterns
    .filter((pattern) => pattern.regex)
    .map(({ regex, message }) => ({
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/i]`,
      message,
    }));
  return {
    'no-restricted-imports': ['error', { patterns }],
    ...(lazyImports.length > 0 && { 'no-restricted-syntax': ['error', ...lazyImports] }),
  };
}

const serverClientCode = { group: ['**/client/**', '@/*'], message: 'The server never imports client code.' };
const serverTestSupport = {
  group: ['**/test-support/**'],
  message: 'Shipped server code never imports test support (test-support/ is for tests).',
};

// The server's business areas (server/<area>/): one area imports another only through that
// area's index.ts. The folders of shared infrastructure are open to every area; every other folder
// under server/, present or future, is an area.
const SERVER_INFRASTRUCTURE = ['db', 'http', 'jobs', 'mail', 'middleware'];
const SERVER_AREAS = readdirSync(new URL('./server/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_INFRASTRUCTURE.includes(entry.name))
  .map((entry) => entry.name);

/** From a file `depth` folders below its area folder: a path into another area that is not its index. */
function intoAnotherArea(depth) {
  return {
    regex: `^(\\./)?(\\.\\./){${depth + 1}}(?!(${SERVER_INFRASTRUCTURE.join('|')})/)[^./][^/]*/(?!index(\\.ts)?$).`,
    message:
      "Import another area through its index.ts ('../<area>'), never a file inside it: add what you need to that " +
      'index, or move it to shared infrastructure. Tests take fixtures of another area from test-support/.',
  };
}

/** How many folders the deepest file of any area sits below its area folder; subfolders up to 3 deep are covered before they exist. */
const deepestInArea = Math.max(
  3,
  ...SERVER_AREAS.flatMap((area) =>
    readdirSync(new URL(`./server/${area}/`, import.meta.url), { recursive: true }).map(
      (entry) => entry.split(sep).length - 1,
    ),
  ),
);

export default defineConfig(
  { ignores: ['dist', 'node_modules', 'data', '.e2e-data', 'playwright-report', 'test-results', 'migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  // Type-aware rules, with types from the tsconfig each file belongs to (tsconfig.json's references).
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // An attribute such as onSubmit={form.handleSubmit(save)} may be given a promise-returning function.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Imports flow shared -> client and shared -> server only.
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: restrictImports(serverCode),
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: [`${FEATURES}/**`, 'client/src/pages/**', 'client/src/app/**'],
    rules: restrictImports(serverCode, featureFromOutside),
  },
  {
    files: [`${FEATURES}/**/*.{ts,tsx}`],
    rules: restrictImports(serverCode, featureByAlias),
  },
  // And per folder depth inside a feature, as how far `..` may climb depends on it.
  ...Array.from({ length: deepestInFeature + 1 }, (_, depth) => ({
    files: [`${FEATURES}/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: restrictImports(serverCode, featureByAlias, leavingTheFeature(depth)),
  })),
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/client/**', '@/*'], message: 'shared/ imports neither client nor server.' },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'default'],
              message:
                "Import test from e2e/support/test.ts (or a support file built on it): its API requests survive the server's keep-alive close.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: restrictImports(serverClientCode),
  },
  {
    // What ships never leans on test support; the server's own tests may.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: restrictImports(serverClientCode, serverTestSupport),
  },
  ...Array.from({ length: deepestInArea + 1 }, (_, depth) => ({
    files: SERVER_AREAS.map((area) => `server/${area}/${'*/'.repeat(depth)}*.ts`),
    ignores: ['server/**/*.test.ts'],
    rules: restrictImports(serverClientCode, serverTestSupport, intoAnotherArea(depth)),
  })),
  ...Array.from({ length: deepestInArea + 1 }, (_, depth) => ({
    files: SERVER_AREAS.map((area) => `server/${area}/${'*/'.repeat(depth)}*.test.ts`),
    rules: restrictImports(serverClientCode, intoAnotherArea(depth)),
  })),
);

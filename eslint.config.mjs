// Flat ESLint config for the whole workspace. Import boundaries (ARCHITECTURE.md):
// - the web app never imports API code;
// - in the API only infra/, repositories, entities and migrations import TypeORM or pg;
// - a web feature imports another feature only through its public API (see featureBoundaries).
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const typeormImports = {
  paths: [
    {
      name: 'typeorm',
      message: 'Only infra/, *.repository.ts, *.entity.ts and migrations may import TypeORM.',
    },
    { name: '@nestjs/typeorm', message: 'Only infra/ and *.repository.ts may import @nestjs/typeorm.' },
    { name: 'pg', message: 'Only infra/ may talk to PostgreSQL directly.' },
  ],
};

const FEATURE_PATH = /apps\/web\/src\/features\/([^/]+)(?:\/(.*))?$/;
const TEST_FILE = /(\.test\.tsx?$)|(\/test\/)/;

/**
 * features/<a> may import features/<b> only through `features/<b>/index.ts` (components and hooks it
 * chooses to share) or `features/<b>/api.ts` (its endpoints, query keys and query-options factory).
 * Tests may also use another feature's `test/` fixtures. Everything else is that feature's internals.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      internal:
        "Feature '{{from}}' imports '{{target}}', an internal of feature '{{feature}}': import it from '{{feature}}/index.ts' or '{{feature}}/api.ts' (export it there, or move shared parts to components/).",
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const own = FEATURE_PATH.exec(file);
    if (!own) return {};
    const isTest = TEST_FILE.test(file);
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source.value).split(path.sep).join('/');
      const match = FEATURE_PATH.exec(target);
      if (!match || match[1] === own[1]) return;
      const rest = (match[2] ?? '').replace(/\.(tsx?|js)$/, '');
      if (rest === '' || rest === 'index' || rest === 'api') return;
      if (isTest && rest.startsWith('test/')) return;
      context.report({
        node: source,
        messageId: 'internal',
        data: { from: own[1], feature: match[1], target: `features/${match[1]}/${rest}` },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/**
 * One file-name style: kebab-case modules with dot-separated roles (`quote-number.ts`,
 * `quotes.service.ts`, `quotes.spec.ts`); in the web app React components in PascalCase
 * (`QuoteForm.tsx`, and their tests) and hooks as `useThing`; migrations `<timestamp>-<Name>.ts`.
 */
const KEBAB = /^_?[a-z0-9]+(-[a-z0-9]+)*$/;
const fileNames = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      style:
        "File name '{{name}}' breaks the naming style: kebab-case (quote-number.ts), in the web app PascalCase for components (QuoteForm.tsx) or useThing for hooks, migrations <timestamp>-<Name>.ts.",
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const name = file.slice(file.lastIndexOf('/') + 1);
    const base = name.slice(0, name.indexOf('.') === -1 ? undefined : name.indexOf('.'));
    const web = file.includes('/apps/web/src/');
    const ok =
      KEBAB.test(base) ||
      (web && /^[A-Z][A-Za-z0-9]*$/.test(base) && /(\.tsx|\.test\.ts)$/.test(name)) ||
      (web && /^use[A-Z][A-Za-z0-9]*$/.test(base)) ||
      (file.includes('/migrations/') && /^\d+-[A-Z][A-Za-z0-9]*$/.test(base));
    return ok ? {} : { Program: (node) => context.report({ node, messageId: 'style', data: { name } }) };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tools/**',
      '.data/**',
      '**/coverage/**',
      'reports/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    // Type-checked rules where a tsconfig covers the file: a promise nobody awaits or handles, or one
    // passed where a void callback is expected (an event handler, a forEach), loses its error.
    files: [
      'apps/api/src/**/*.ts',
      'apps/api/test/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.ts',
      'e2e/**/*.ts',
    ],
    ignores: ['apps/web/src/sw.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    plugins: { names: { rules: { 'file-name': fileNames } } },
    rules: { 'names/file-name': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'local/feature-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@offerteflow/api', '@offerteflow/api/*'],
              message: 'The web app never imports API code.',
            },
            {
              group: ['**/apps/api/**', '../../api/**', '../api/**'],
              message: 'The web app never imports API code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/infra/**',
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/**/*.entity.ts',
      'apps/api/src/database/**',
    ],
    rules: { 'no-restricted-imports': ['error', typeormImports] },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@offerteflow/api', '@offerteflow/web', '**/apps/**'],
              message: 'Packages never import apps.',
            },
          ],
        },
      ],
    },
  },
);

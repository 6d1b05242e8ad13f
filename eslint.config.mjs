// Flat ESLint config for the whole workspace. Import boundaries (ARCHITECTURE.md):
// - the web app never imports API code;
// - in the API only infra/, repositories, entities and migrations import TypeORM or pg.
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
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
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

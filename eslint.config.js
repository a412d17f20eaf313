// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const serverOnly = {
  group: ['**/apps/server/**', '@app/server', '@app/server/*'],
  message: 'The web app and the domain never import server code.',
};
const webOnly = {
  group: ['**/apps/web/**', '@app/web', '@app/web/*'],
  message: 'Only the web app imports web code.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            webOnly,
            {
              group: ['react', 'react-*', 'fastify', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'The domain package stays pure.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverOnly] }],
    },
  },
  {
    // Features never import each other: app -> features -> shared only.
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            {
              group: ['../../*/**', '!../../shared/**', '!../../lib/**', '!../../i18n/**'],
              message: 'A feature does not import another feature; move shared code to src/shared.',
            },
            { group: ['**/app/**'], message: 'Features do not import the app layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webOnly] }] },
  },
  {
    // Data access lives in repositories (docs/architecture.md "Data access"): only
    // `*.repository.ts` and `*.sql.ts` files (and the database layer, the demo loader) build
    // queries; use cases, routes, jobs and plugins call them.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/db/**',
      'apps/server/src/demo/**',
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.sql.ts',
      // Not yet moved into repositories (issue 11); this list only shrinks.
      'apps/server/src/modules/menu-replication/read-replication-source.ts',
      'apps/server/src/modules/menu-replication/replicate-into-location.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webOnly,
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/*', '**/db/schema/**'],
              message: 'Queries live in *.repository.ts (or *.sql.ts) files; call one from here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: 'readonly', console: 'readonly' },
    },
  },
);

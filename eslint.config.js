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
      'apps/server/src/cli/commands/create-location.ts',
      'apps/server/src/cli/commands/create-user.ts',
      'apps/server/src/cli/commands/list-users.ts',
      'apps/server/src/cli/commands/set-password.ts',
      'apps/server/src/cli/commands/set-pos-connection.ts',
      'apps/server/src/lib/idempotency.ts',
      'apps/server/src/modules/auth/logout.ts',
      'apps/server/src/modules/auth/password-reset-request.ts',
      'apps/server/src/modules/auth/password-reset.ts',
      'apps/server/src/modules/auth/pin-check.ts',
      'apps/server/src/modules/auth/sign-in-lockout.ts',
      'apps/server/src/modules/auth/signing-keys.ts',
      'apps/server/src/modules/auth/start-session.ts',
      'apps/server/src/modules/change-history/list-change-history.ts',
      'apps/server/src/modules/change-history/purge-change-history.ts',
      'apps/server/src/modules/change-history/record-change.ts',
      'apps/server/src/modules/csv-import/write-csv-import.ts',
      'apps/server/src/modules/health/health.routes.ts',
      'apps/server/src/modules/mail/mailer.ts',
      'apps/server/src/modules/menu-groups/create-menu-group.ts',
      'apps/server/src/modules/menu-replication/read-replication-source.ts',
      'apps/server/src/modules/menu-replication/replicate-into-location.ts',
      'apps/server/src/modules/menu-search/search-menus.ts',
      'apps/server/src/modules/menus/catalogue-json.ts',
      'apps/server/src/modules/menus/catalogue-order.ts',
      'apps/server/src/modules/menus/copy-rows.ts',
      'apps/server/src/modules/menus/create-menu.ts',
      'apps/server/src/modules/menus/deep-menus.query.ts',
      'apps/server/src/modules/menus/duplicate-item.ts',
      'apps/server/src/modules/menus/duplicate-menu.ts',
      'apps/server/src/modules/menus/duplicate-section.ts',
      'apps/server/src/modules/menus/move-catalogue-object.ts',
      'apps/server/src/modules/menus/raw-rows.ts',
      'apps/server/src/modules/menus/reorder-catalogue.ts',
      'apps/server/src/modules/options/create-option-group.ts',
      'apps/server/src/modules/options/duplicate-option-group.ts',
      'apps/server/src/modules/options/item-option-links.ts',
      'apps/server/src/modules/orders/order-card.ts',
      'apps/server/src/modules/orders/order-credits.ts',
      'apps/server/src/modules/orders/order-locks.ts',
      'apps/server/src/modules/orders/order-rules.ts',
      'apps/server/src/modules/orders/subsidy-meals.ts',
      'apps/server/src/modules/pos-pull/pos-catalogue-rows.ts',
      'apps/server/src/modules/pos-pull/pos-pull-options.ts',
      'apps/server/src/modules/pos-pull/pos-pull.job.ts',
      'apps/server/src/modules/pos-pull/pos-rows-sql.ts',
      'apps/server/src/modules/pos-pull/start-pos-pull.ts',
      'apps/server/src/modules/pos-pull/write-pos-catalogue.ts',
      'apps/server/src/modules/published-menus/get-published-menus-file.ts',
      'apps/server/src/modules/published-menus/published-menus-snapshot.ts',
      'apps/server/src/modules/published-menus/published-menus-stale.ts',
      'apps/server/src/modules/restaurants/list-locations-with-menus.ts',
      'apps/server/src/plugins/access-guard.ts',
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

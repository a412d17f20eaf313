import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file opens its own embedded database (~1 GB of memory each).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          fileParallelism: true,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          // Property tests run hundreds of cases: ~2 s alone, past the default 5 s on a loaded
          // two-core machine (seen: scheduling's window property timed out under load).
          testTimeout: 20_000,
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

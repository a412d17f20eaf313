import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // A screen test renders the whole app and loads its screens lazily; on a loaded two-core CI
    // machine one such test can take several seconds (the default limit is 5 s).
    testTimeout: 20_000,
  },
});

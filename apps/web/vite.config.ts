import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress.ts';

const apiTarget = 'http://localhost:8080';

/**
 * Translation catalogues are named after their language (`locale-fr-CA-menus-….js`), and so are
 * the domain's error messages (`locale-fr-CA-errors-….js`), so that what a screen downloads in
 * each language can be seen in the network log and in tests.
 */
function chunkFileName({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const id = facadeModuleId ?? '';
  const errors = /errors[\\/]messages[\\/]([a-z]{2}-[A-Z]{2})\.ts$/.exec(id);
  if (errors) return `assets/locale-${errors[1]}-errors-[hash].js`;
  const catalogue = /locales[\\/](?:([a-z]{2}-[A-Z]{2})[\\/])?[\w-]+\.json$/.exec(id);
  if (!catalogue) return 'assets/[name]-[hash].js';
  return `assets/locale-${catalogue[1] ? `${catalogue[1]}-` : ''}[name]-[hash].js`;
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        // Everything the entry needs before any screen, in one file: one request, one gzip
        // context (split by the automatic chunking it was a dozen small shared files).
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/.well-known': apiTarget,
    },
  },
});

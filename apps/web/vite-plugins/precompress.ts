import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const toBrotli = promisify(brotliCompress);

/** The text files a browser loads; source maps are left to the server (only devtools read them). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build, at the strongest
 * settings (brotli 11; gzip by zopfli, which writes ordinary gzip ≈ 3.5 % smaller than zlib's
 * level 9; one iteration does nearly all of it, in ≈ 7 s of CPU for the whole build): too slow to run per request, free once at build time.
 * The server sends them as they are (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(outDir, file);
          const content = await readFile(target);
          const [brotli, gzipped] = await Promise.all([
            toBrotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { numiterations: 1 }),
          ]);
          await Promise.all([
            writeFile(`${target}.br`, brotli),
            writeFile(`${target}.gz`, gzipped),
          ]);
        }),
      );
    },
  };
}

import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { contentHash, parseStoredName, type ImageStore } from './image-store.ts';

/**
 * Installs from before the shared image store kept uploaded images as files in
 * `DATA_DIR/uploads/`, and their rows still point at `/api/uploads/{name}`. On start, each file
 * named as a stored image whose bytes match the hash in its name is copied into the configured
 * store (again is harmless), so the URLs keep working on every instance; then the folder is
 * renamed `uploads-imported` (kept as a backup, with any file that was not imported, each
 * logged) so later starts skip it. Answers how many images were imported.
 */
export async function importLegacyUploads(
  dataDir: string,
  store: ImageStore,
  log: FastifyBaseLogger,
): Promise<number> {
  const folder = path.join(dataDir, 'uploads');
  let files: string[];
  try {
    files = await readdir(folder);
  } catch {
    return 0;
  }
  let imported = 0;
  for (const file of files) {
    const name = parseStoredName(file);
    const data = name ? await readFile(path.join(folder, file)) : undefined;
    if (!name || !data || contentHash(data) !== name.hash) {
      if (!file.startsWith('.')) log.warn({ file }, 'not an uploaded image: not imported');
      continue;
    }
    await store.save({ data, contentType: name.contentType, extension: name.extension });
    imported += 1;
  }
  // Another instance on the same disk may have moved it first: then its work is done too.
  await rename(folder, path.join(dataDir, 'uploads-imported')).catch(() => undefined);
  log.info({ imported }, 'uploaded images imported from the data folder into the image store');
  return imported;
}

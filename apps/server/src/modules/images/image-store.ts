import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** A re-encoded image ready to keep: its bytes, content type and file extension. */
export interface ImageToStore {
  data: Buffer;
  contentType: string;
  extension: string;
}

/**
 * Where uploaded images live. `save` answers the URL the web app shows. Names are derived from
 * the content, so saving the same image twice answers the same URL and stored files never
 * change (they may be cached forever).
 *
 * The default keeps files on local disk, which suits a single instance. Several instances behind
 * a load balancer need a shared store: an S3-compatible implementation of this interface
 * (chosen by an environment variable) is the planned next step.
 */
export interface ImageStore {
  save(image: ImageToStore): Promise<string>;
  /** The stored bytes of `name` (the last part of a URL `save` answered), or null. */
  read(name: string): Promise<Buffer | null>;
}

/** Public path under which the local store's files are served (see uploads.routes.ts). */
export const UPLOADS_PATH = '/api/uploads';

/** Stored names: a content hash and an extension, nothing a caller could use to leave the folder. */
export const STORED_NAME = /^[a-f0-9]{32}\.(webp|png|jpg)$/;

export class LocalImageStore implements ImageStore {
  constructor(readonly dir: string) {}

  async save(image: ImageToStore): Promise<string> {
    const hash = createHash('sha256').update(image.data).digest('hex').slice(0, 32);
    const name = `${hash}.${image.extension}`;
    await mkdir(this.dir, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = path.join(this.dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temporary, image.data);
    await rename(temporary, path.join(this.dir, name));
    return `${UPLOADS_PATH}/${name}`;
  }

  /** The stored bytes of `name`, or null when there is no such file. */
  async read(name: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      return await readFile(path.join(this.dir, name));
    } catch {
      return null;
    }
  }
}

/** The configured store: files under `${dataDir}/uploads/`. */
export function createImageStore(config: Config): ImageStore {
  return new LocalImageStore(path.join(config.dataDir, 'uploads'));
}

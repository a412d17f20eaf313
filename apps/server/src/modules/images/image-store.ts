import { createHash } from 'node:crypto';

/** A re-encoded image ready to keep: its bytes, content type and file extension. */
export interface ImageToStore {
  data: Buffer;
  contentType: string;
  extension: string;
}

/** An image as kept: its bytes and content type. */
export interface StoredImage {
  data: Buffer;
  contentType: string;
}

/**
 * Where uploaded images live: shared by every server instance (the database by default, an
 * S3-compatible bucket by configuration), never one server's disk. Images are named by their
 * content (`{hash}.{ext}`), so saving the same image twice answers the same URL and a stored
 * image never changes: it may be cached forever, and its hash is its ETag.
 */
export interface ImageStore {
  /** Keeps `image` (again is harmless) and answers the URL the web app shows. */
  save(image: ImageToStore): Promise<string>;
  /** The image called `name` (the last part of a URL `save` answered), or null. */
  read(name: StoredName): Promise<StoredImage | null>;
  /** Whether the image called `name` is kept, without reading it (revalidation). */
  exists(name: StoredName): Promise<boolean>;
  /** Lets go of connections when the app closes. */
  close?(): void;
}

/** Public path under which stored images are served (see uploads.routes.ts). */
export const UPLOADS_PATH = '/api/uploads';

const CONTENT_TYPES = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' } as const;
type Extension = keyof typeof CONTENT_TYPES;

/** The parts of a stored image's name: its content hash and the extension of its type. */
export interface StoredName {
  name: string;
  hash: string;
  extension: Extension;
  contentType: string;
}

/** Stored names: a content hash and an extension, nothing a caller could use to reach elsewhere. */
const STORED_NAME = /^([a-f0-9]{32})\.(webp|png|jpg)$/;

/** The parts of `name`, or null when it is not the name of a stored image. */
export function parseStoredName(name: string): StoredName | null {
  const match = STORED_NAME.exec(name);
  if (!match) return null;
  const extension = match[2] as Extension;
  return { name, hash: match[1]!, extension, contentType: CONTENT_TYPES[extension] };
}

/** The first 32 hex digits of the SHA-256 of `data`: the name, key and ETag of an image. */
export function contentHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 32);
}

/** The name under which `image` is kept, and its public URL. */
export function storedNameOf(image: ImageToStore): { name: StoredName; url: string } {
  const name = parseStoredName(`${contentHash(image.data)}.${image.extension}`);
  if (!name) throw new Error(`images of type ${image.contentType} cannot be stored`);
  return { name, url: `${UPLOADS_PATH}/${name.name}` };
}

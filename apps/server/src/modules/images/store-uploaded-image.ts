import type { FastifyRequest } from 'fastify';
import type { ImageStore } from './image-store.ts';
import { reencodeImage } from './process-image.ts';
import { readUploadedFile } from './read-uploaded-file.ts';

/**
 * The whole upload of one image: read the multipart `file` (≤ 3 MB), sniff and re-encode it,
 * keep it in `store`; answers the URL to put in the entity's `image` field. Menus, items and
 * menu groups use it the same way as locations.
 */
export async function storeUploadedImage(
  request: FastifyRequest,
  store: ImageStore,
): Promise<string> {
  const upload = await readUploadedFile(request);
  const image = await reencodeImage(upload.bytes);
  return store.save(image);
}

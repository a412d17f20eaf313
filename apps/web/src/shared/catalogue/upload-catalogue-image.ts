import { apiRequest } from '#lib/api/api-client.ts';

/**
 * `POST <path>` with the picture as the multipart field `file` (e.g. `/menus/{id}/image`).
 * Errors are not toasted here: the image field shows "Unable to load the image." itself.
 */
export function uploadCatalogueImage<T = unknown>(path: string, file: Blob): Promise<T> {
  const body = new FormData();
  body.append('file', file, 'image.jpg');
  return apiRequest<T>(path, { method: 'POST', body, handleErrors: false });
}

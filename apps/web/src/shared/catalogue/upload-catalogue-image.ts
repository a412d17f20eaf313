import { useQueryClient, type QueryKey } from '@tanstack/react-query';
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

/**
 * `uploadCatalogueImage`, then the queries under `queryKey` are read again, whether the upload
 * worked or not (a failed one may still have changed the row); a failure still rejects.
 */
export function useUploadImageThenRefresh(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return async <T>(path: string, file: Blob): Promise<T> => {
    try {
      return await uploadCatalogueImage<T>(path, file);
    } finally {
      await queryClient.invalidateQueries({ queryKey });
    }
  };
}

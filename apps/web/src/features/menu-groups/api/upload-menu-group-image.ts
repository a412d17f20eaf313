import { useQueryClient } from '@tanstack/react-query';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';
import { uploadCatalogueImage } from '#shared/catalogue/upload-catalogue-image.ts';

/**
 * `POST /api/menu-groups/{id}/image` (multipart `file`), then the catalogue is refreshed. A
 * failure rejects: the image field says "Unable to load the image." itself.
 */
export function useUploadMenuGroupImage() {
  const queryClient = useQueryClient();
  const { tenantId } = useActiveSession();
  return async (groupId: number, file: Blob) => {
    try {
      return await uploadCatalogueImage(`/menu-groups/${groupId}/image`, file);
    } finally {
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all(tenantId) });
    }
  };
}

import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';
import { useUploadImageThenRefresh } from '#shared/catalogue/upload-catalogue-image.ts';

/**
 * `POST /api/menu-groups/{id}/image` (multipart `file`), then the catalogue is refreshed. A
 * failure rejects: the image field says "Unable to load the image." itself.
 */
export function useUploadMenuGroupImage() {
  const { tenantId } = useActiveSession();
  const upload = useUploadImageThenRefresh(catalogueKeys.all(tenantId));
  return (groupId: number, file: Blob) => upload(`/menu-groups/${groupId}/image`, file);
}

import type { Location } from '@app/domain';
import { useUploadImageThenRefresh } from '#shared/catalogue/upload-catalogue-image.ts';
import { locationKeys } from '#shared/locations/get-locations.ts';

/**
 * `POST /api/restaurants/{id}/image` (multipart `file`, ≤ 3 MB, framed to 4:3 by the field),
 * then the locations are read again. A failure rejects: the image field says so itself.
 */
export function useUploadLocationImage(locationId: number) {
  const upload = useUploadImageThenRefresh(locationKeys.all);
  return (file: Blob) => upload<Location>(`/restaurants/${locationId}/image`, file);
}

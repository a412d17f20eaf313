import type { AvailabilityEntry } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';

/** `POST /api/menus/{id}/availability`: the menu's whole week (replaces its hours). */
export function saveAvailability(menuId: number, availability: AvailabilityEntry[]) {
  return apiRequest(`/menus/${menuId}/availability`, {
    method: 'POST',
    body: availability,
    handleErrors: false,
  });
}

export function useSaveAvailability() {
  return useCatalogueMutation({
    mutationFn: ({ menuId, availability }: { menuId: number; availability: AvailabilityEntry[] }) =>
      saveAvailability(menuId, availability),
    action: 'update',
    object: 'availability',
  });
}

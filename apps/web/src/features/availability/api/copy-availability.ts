import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyAvailabilityRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { notifyCatalogueError } from '#shared/catalogue/catalogue-errors.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';

/** The menu list is fetched again this long after availability was copied (spec part 1 §4, §9). */
export const AVAILABILITY_COPY_REFETCH_DELAY_MS = 800;

/** `POST /api/menus/{id}/availability/copy {availability, menuIds}`: give those menus this week. */
export function copyAvailability(menuId: number, body: CopyAvailabilityRequest) {
  return apiRequest(`/menus/${menuId}/availability/copy`, {
    method: 'POST',
    body,
    handleErrors: false,
  });
}

/**
 * Copies a week to other menus; the catalogue (the menu list with its hours) is refetched
 * `AVAILABILITY_COPY_REFETCH_DELAY_MS` after the copy succeeds, as the spec's client does, and
 * right away after a failure (part of it may have been applied elsewhere meanwhile).
 */
export function useCopyAvailability() {
  const queryClient = useQueryClient();
  const { tenantId } = useActiveSession();
  const refetch = () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all(tenantId) });
  return useMutation({
    mutationFn: ({ menuId, body }: { menuId: number; body: CopyAvailabilityRequest }) =>
      copyAvailability(menuId, body),
    // The timer outlives the dialog that asked for the copy (it closes on success); the
    // invalidation is harmless if the screen has gone meanwhile.
    onSuccess: () => void setTimeout(() => void refetch(), AVAILABILITY_COPY_REFETCH_DELAY_MS),
    onError: (error) => {
      notifyCatalogueError(error, 'update', 'availability');
      void refetch();
    },
  });
}

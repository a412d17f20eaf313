import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZLocation,
  type Location,
  type PauseOrdersRequest,
  type MenuManagerConfig,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { locationKeys } from '#shared/locations/get-locations.ts';

type LocationSettingsBody = { menu_manager_config: MenuManagerConfig } | PauseOrdersRequest;

/**
 * `PUT /api/restaurants/{id}` with the location fields a section owns: the order-manager options
 * (`menu_manager_config`) or the pause toggle. The locations are read again, so the shell's
 * active location (and the tab's `location`) follow.
 */
export function useSaveLocationSettings(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationSettingsBody): Promise<Location> =>
      apiRequest(`/restaurants/${locationId}`, { method: 'PUT', body, schema: ZLocation }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

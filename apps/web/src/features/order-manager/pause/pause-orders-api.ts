import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLocation, type Location, type PauseOrdersRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { locationKeys } from '#shared/locations/get-locations.ts';

/**
 * `PUT /api/restaurants/{id}` as the pause toggle (`orders_paused`, `orders_paused_until`, the
 * messages); the locations are read again, so the shell's active location (and the banner) follow.
 */
export function putPauseOrders(locationId: number, body: PauseOrdersRequest): Promise<Location> {
  return apiRequest(`/restaurants/${locationId}`, { method: 'PUT', body, schema: ZLocation });
}

export function usePauseOrders(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PauseOrdersRequest) => putPauseOrders(locationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

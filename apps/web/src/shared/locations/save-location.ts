import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLocation, type Location, type UpdateLocationRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { locationKeys } from './get-locations.ts';

/** `PUT /api/restaurants/{id}`: saves the location fields sent; answers the whole location. */
export function saveLocation(id: number, body: UpdateLocationRequest): Promise<Location> {
  return apiRequest(`/restaurants/${id}`, { method: 'PUT', body, schema: ZLocation });
}

/**
 * Saves location fields, then refreshes the locations, so the shell, its guards and every screen
 * reading the active location see the change at once.
 */
export function useSaveLocation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLocationRequest) => saveLocation(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocation, type Location } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

export const locationKeys = {
  all: ['locations'] as const,
  list: (ids: readonly number[]) => [...locationKeys.all, 'list', ids] as const,
};

/** `POST /api/restaurants/list {restaurants}`: the locations the token authorises. */
export function getLocations(ids: readonly number[], signal?: AbortSignal): Promise<Location[]> {
  return apiRequest('/restaurants/list', {
    method: 'POST',
    body: { restaurants: ids },
    signal,
    schema: ZLocation.array(),
  });
}

export function locationsQueryOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: locationKeys.list(ids),
    queryFn: ({ signal }) => getLocations(ids, signal),
    staleTime: 5 * 60_000,
  });
}

/** Every location of the signed-in user. */
export function useLocations() {
  const session = useActiveSession();
  return useQuery(locationsQueryOptions(session.locations));
}

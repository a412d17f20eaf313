import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocation } from '@app/domain';
import { z } from 'zod';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

export const ZLocationWithMenus = ZLocation.extend({
  menus: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type LocationWithMenus = z.infer<typeof ZLocationWithMenus>;

export const locationsWithMenusKey = (ids: readonly number[]) =>
  ['locations', 'with-menus', ids] as const;

/**
 * `POST /api/restaurants/list-with-menus {restaurants}`: the user's locations, each with its
 * menus' names (to tell which targets a replication would overwrite).
 */
export function getLocationsWithMenus(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<LocationWithMenus[]> {
  return apiRequest('/restaurants/list-with-menus', {
    method: 'POST',
    body: { restaurants: ids },
    signal,
    schema: ZLocationWithMenus.array(),
  });
}

/** Every location of the signed-in user (from the session), with its menus. */
export function useLocationsWithMenus() {
  const session = useActiveSession();
  return useQuery(
    queryOptions({
      queryKey: locationsWithMenusKey(session.locations),
      queryFn: ({ signal }) => getLocationsWithMenus(session.locations, signal),
    }),
  );
}

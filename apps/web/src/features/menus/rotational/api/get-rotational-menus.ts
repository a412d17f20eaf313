import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRotationalMenu, type RotationalMenu } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';

/** The daily menus of one range, under the catalogue's keys (every catalogue change refreshes it). */
export function rotationalMenusKey(tenantId: number, start: string, end: string) {
  return [...catalogueKeys.all(tenantId), 'rotational-menus', start, end] as const;
}

/** `GET /api/rotational-menus?start_date&end_date`: the daily menus dated in the range. */
export function getRotationalMenus(
  start: string,
  end: string,
  signal?: AbortSignal,
): Promise<RotationalMenu[]> {
  return apiRequest('/rotational-menus', {
    query: { start_date: start, end_date: end },
    signal,
    schema: ZRotationalMenu.array(),
  });
}

export function rotationalMenusQueryOptions(tenantId: number, start: string, end: string) {
  return queryOptions({
    queryKey: rotationalMenusKey(tenantId, start, end),
    queryFn: ({ signal }) => getRotationalMenus(start, end, signal),
  });
}

export function useRotationalMenus(start: string, end: string) {
  const { tenantId } = useActiveSession();
  return useQuery(rotationalMenusQueryOptions(tenantId, start, end));
}

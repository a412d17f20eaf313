import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMenuSummary, type MenuSummary } from '@app/domain';
import { apiRequest, type RequestOptions } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/**
 * `GET /api/menus`: the location's menus in their order, without their contents. The
 * point-of-sale pull polls it with `handleErrors: false` (a lost answer there is not a session
 * end, spec part 1 §4).
 */
export function getMenus(
  signal?: AbortSignal,
  options: Pick<RequestOptions<MenuSummary[]>, 'handleErrors'> = {},
): Promise<MenuSummary[]> {
  return apiRequest('/menus', { signal, schema: ZMenuSummary.array(), ...options });
}

export function menusQueryOptions(tenantId: number) {
  return queryOptions({
    queryKey: catalogueKeys.menus(tenantId),
    queryFn: ({ signal }) => getMenus(signal),
  });
}

export function useMenus() {
  const { tenantId } = useActiveSession();
  return useQuery(menusQueryOptions(tenantId));
}

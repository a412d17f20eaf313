import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMenuSummary, type MenuSummary } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/** `GET /api/menus`: the location's menus in their order, without their contents. */
export function getMenus(signal?: AbortSignal): Promise<MenuSummary[]> {
  return apiRequest('/menus', { signal, schema: ZMenuSummary.array() });
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMenuGroup, type MenuGroup } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/** `GET /api/menu-groups`: the location's menu groups in their order. */
export function getMenuGroups(signal?: AbortSignal): Promise<MenuGroup[]> {
  return apiRequest('/menu-groups', { signal, schema: ZMenuGroup.array() });
}

export function menuGroupsQueryOptions(tenantId: number) {
  return queryOptions({
    queryKey: catalogueKeys.menuGroups(tenantId),
    queryFn: ({ signal }) => getMenuGroups(signal),
  });
}

export function useMenuGroups() {
  const { tenantId } = useActiveSession();
  return useQuery(menuGroupsQueryOptions(tenantId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeepMenu } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/**
 * `GET /api/menus/deep-get-menu/{id}`: one menu with its sections and items. The answer is not
 * re-validated here: a big menu holds thousands of items and the server's response schema already
 * guarantees the shape.
 */
export function getMenu(menuId: number, signal?: AbortSignal): Promise<DeepMenu> {
  return apiRequest<DeepMenu>(`/menus/deep-get-menu/${menuId}`, { signal });
}

export function menuQueryOptions(tenantId: number, menuId: number) {
  return queryOptions({
    queryKey: catalogueKeys.menu(tenantId, menuId),
    queryFn: ({ signal }) => getMenu(menuId, signal),
  });
}

export function useMenu(menuId: number) {
  const { tenantId } = useActiveSession();
  return useQuery(menuQueryOptions(tenantId, menuId));
}

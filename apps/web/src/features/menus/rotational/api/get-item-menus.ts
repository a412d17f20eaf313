import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZItemMenusEntry, type ItemMenusEntry } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';

/** `GET /api/rotational-menus/item-menus-list`: the items with the menu and section they belong to. */
export function getItemMenus(signal?: AbortSignal): Promise<ItemMenusEntry[]> {
  return apiRequest('/rotational-menus/item-menus-list', {
    signal,
    schema: ZItemMenusEntry.array(),
  });
}

export function itemMenusQueryOptions(tenantId: number) {
  return queryOptions({
    queryKey: [...catalogueKeys.all(tenantId), 'item-menus-list'] as const,
    queryFn: ({ signal }) => getItemMenus(signal),
  });
}

/** Loaded only while the item picker is open (`enabled`). */
export function useItemMenus(enabled: boolean) {
  const { tenantId } = useActiveSession();
  return useQuery({ ...itemMenusQueryOptions(tenantId), enabled });
}

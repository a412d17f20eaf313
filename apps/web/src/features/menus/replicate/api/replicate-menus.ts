import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZReplicationReport,
  type ReplicateMenusRequest,
  type ReplicationReport,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';
import { locationsWithMenusKey } from './get-locations-with-menus.ts';

/**
 * `POST /api/menus/replicate`: copies menus of the active location into other locations, one
 * transaction per location; the answer reports each location (copied, or failed and unchanged).
 */
export function replicateMenus(body: ReplicateMenusRequest): Promise<ReplicationReport> {
  return apiRequest('/menus/replicate', { method: 'POST', body, schema: ZReplicationReport });
}

/** The replication; afterwards the targets' catalogues and the menu lists are refreshed. */
export function useReplicateMenus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replicateMenus,
    onSettled: async (_report, _error, body) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: locationsWithMenusKey([]).slice(0, 2) }),
        ...body.restaurantIds.map((id) =>
          queryClient.invalidateQueries({ queryKey: catalogueKeys.all(id) }),
        ),
      ]);
    },
  });
}

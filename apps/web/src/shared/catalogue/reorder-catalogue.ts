import type { OrderableType } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import type { CatalogueObject } from './catalogue-errors.ts';
import { useCatalogueMutation, type OptimisticChange } from './use-catalogue-mutation.ts';

/**
 * `POST /api/menus/reorder {type, ids}`: these ids (all of one type and one parent) take the
 * orders 0, 1, 2… Shared by every catalogue list that can be dragged.
 */
export function reorderCatalogue(type: OrderableType, ids: number[]): Promise<void> {
  return apiRequest('/menus/reorder', {
    method: 'POST',
    body: { type, ids },
    handleErrors: false,
  });
}

/**
 * Reorders, then refreshes the catalogue (on failure too, so the list shows the real order);
 * a failure says "Error moving <object>: …". With `shown`, the list shows the new order at once
 * and returns to the old one if the call fails.
 */
export function useReorderCatalogue<Data = unknown>(
  type: OrderableType,
  object: CatalogueObject,
  shown?: OptimisticChange<number[], Data>,
) {
  return useCatalogueMutation({
    mutationFn: (ids: number[]) => reorderCatalogue(type, ids),
    action: 'move',
    object,
    optimistic: shown,
  });
}

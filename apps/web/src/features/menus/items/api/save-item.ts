import { ZItem, type CreateItemRequest, type Item, type UpdateItemRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';
import { itemPath, itemsPath, type ItemParent } from './item-paths.ts';

/** `POST …/items`: a new item at the end of the list. */
export function createItem(parent: ItemParent, body: CreateItemRequest): Promise<Item> {
  return apiRequest(itemsPath(parent), {
    method: 'POST',
    body,
    schema: ZItem,
    handleErrors: false,
  });
}

/** `PUT …/items/{itemId}`: the fields sent change. */
export function updateItem(
  parent: ItemParent,
  itemId: number,
  body: UpdateItemRequest,
): Promise<Item> {
  return apiRequest(itemPath(parent, itemId), {
    method: 'PUT',
    body,
    schema: ZItem,
    handleErrors: false,
  });
}

export function useCreateItem(parent: ItemParent) {
  return useCatalogueMutation({
    mutationFn: (body: CreateItemRequest) => createItem(parent, body),
    action: 'create',
    object: 'item',
  });
}

/** Any change of an item: the editor's save, publish/unpublish, sold out. */
export function useUpdateItem(parent: ItemParent) {
  return useCatalogueMutation({
    mutationFn: ({ itemId, body }: { itemId: number; body: UpdateItemRequest }) =>
      updateItem(parent, itemId, body),
    action: 'update',
    object: 'item',
  });
}

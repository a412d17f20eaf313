import { ZItem, type Item, type MoveRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { uploadCatalogueImage } from '#shared/catalogue/upload-catalogue-image.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';
import { itemPath, type ItemParent } from './item-paths.ts';

/** `POST …/items/{itemId}/duplicate`: an unpublished copy named "… Copy" / "… Copie". */
export function useDuplicateItem(parent: ItemParent) {
  return useCatalogueMutation({
    mutationFn: (itemId: number): Promise<Item> =>
      apiRequest(`${itemPath(parent, itemId)}/duplicate`, {
        method: 'POST',
        schema: ZItem,
        handleErrors: false,
      }),
    action: 'duplicate',
    object: 'item',
  });
}

/** `DELETE …/items/{itemId}`. */
export function useDeleteItem(parent: ItemParent) {
  return useCatalogueMutation({
    mutationFn: (itemId: number): Promise<void> =>
      apiRequest(itemPath(parent, itemId), { method: 'DELETE', handleErrors: false }),
    action: 'delete',
    object: 'item',
  });
}

/** `POST /menus/move`: the item goes to the end of another menu (without sections) or section. */
export function useMoveItem() {
  return useCatalogueMutation({
    mutationFn: (move: Omit<MoveRequest, 'type'>): Promise<unknown> =>
      apiRequest('/menus/move', {
        method: 'POST',
        body: { type: 'item', ...move },
        handleErrors: false,
      }),
    action: 'move',
    object: 'item',
  });
}

/**
 * `POST …/items/{itemId}/image` (multipart): answers the updated item. A failure is shown by the
 * image field ("Unable to load the image."), not toasted.
 */
export function uploadItemImage(parent: ItemParent, itemId: number, file: Blob): Promise<Item> {
  return uploadCatalogueImage<Item>(`${itemPath(parent, itemId)}/image`, file);
}

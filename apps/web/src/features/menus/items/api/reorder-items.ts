import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeepMenu, Item } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { notifyCatalogueError } from '#shared/catalogue/catalogue-errors.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';
import type { ItemParent } from './item-paths.ts';

/** The menu with one list of items (the menu's own, or a section's) put in the order of `ids`. */
function withItemOrder(menu: DeepMenu, parent: ItemParent, ids: number[]): DeepMenu {
  const position = new Map(ids.map((id, index) => [id, index]));
  const sort = (items: Item[]) =>
    [...items]
      .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
      .map((item, order) => ({ ...item, order }));
  if (parent.sectionId === null) return { ...menu, items: sort(menu.items) };
  return {
    ...menu,
    sections: menu.sections.map((section) =>
      section.id === parent.sectionId ? { ...section, items: sort(section.items) } : section,
    ),
  };
}

/**
 * `POST /menus/reorder {type: 'item', ids}` with the whole list in its new order. The list shows
 * the new order at once (a dragged row must not jump back while the call runs) and returns to
 * the stored order if the call fails.
 */
export function useReorderItems(parent: ItemParent) {
  const queryClient = useQueryClient();
  const { tenantId } = useActiveSession();
  const key = catalogueKeys.menu(tenantId, parent.menuId);
  return useMutation({
    mutationFn: (ids: number[]): Promise<unknown> =>
      apiRequest('/menus/reorder', {
        method: 'POST',
        body: { type: 'item', ids },
        handleErrors: false,
      }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DeepMenu>(key);
      if (previous) queryClient.setQueryData(key, withItemOrder(previous, parent, ids));
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifyCatalogueError(error, 'update', 'items');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all(tenantId) }),
  });
}

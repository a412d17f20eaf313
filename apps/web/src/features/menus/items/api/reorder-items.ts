import type { DeepMenu, Item } from '@app/domain';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';
import { useReorderCatalogue } from '#shared/catalogue/reorder-catalogue.ts';
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
 * `POST /menus/reorder {type: 'item', ids}` with the whole list in its new order, shown at once
 * (a dragged row must not jump back while the call runs) and back to the stored order if the
 * call fails.
 */
export function useReorderItems(parent: ItemParent) {
  const { tenantId } = useActiveSession();
  return useReorderCatalogue<DeepMenu>('item', 'items', {
    queryKey: catalogueKeys.menu(tenantId, parent.menuId),
    apply: (menu, ids) => withItemOrder(menu, parent, ids),
  });
}

import type { Item } from '@app/domain';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { assertItemParent } from './item-values.ts';
import { itemsRepository, type ItemParent } from './items.repository.ts';

/**
 * `GET /menus/{menuId}/items` (the menu's items outside sections) and
 * `GET /menus/{menuId}/sections/{sectionId}/items`, in (order, id).
 */
export function listItems(ctx: CatalogueContext, parent: ItemParent): Promise<Item[]> {
  return ctx.tenantTx(async (tx) => {
    await assertItemParent(tx, parent);
    return itemsRepository.list(tx, parent);
  });
}

import type { CreateItemRequest, Item } from '@app/domain';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { lockCatalogueOrder, nextOrder, siblingsOf } from './catalogue-order.ts';
import { assertItemParent, splitItemRequest } from './item-values.ts';
import { itemsRepository, type ItemParent } from './items.repository.ts';
import { publicationChange } from './publication.ts';

/**
 * `POST /menus/{menuId}/items` and `POST …/sections/{sectionId}/items`: a new item, last under
 * its parent, linked to the modifier groups of `options` in that order (each must exist at the
 * location: 404 otherwise, and nothing is created). Omitted fields take the defaults of spec
 * part 1 §3/§9 (eligible for the rebate, auto-restock disabled, "Regular", draft).
 */
export function createItem(
  ctx: CatalogueContext,
  parent: ItemParent,
  request: CreateItemRequest,
): Promise<Item> {
  const { columns, published, options } = splitItemRequest(request);
  return ctx.tenantTx(async (tx) => {
    await lockCatalogueOrder(tx, ctx.restaurantId);
    await assertItemParent(tx, parent);
    const siblings = siblingsOf(ctx.restaurantId, {
      menu_id: parent.menuId,
      section_id: parent.sectionId,
    });
    const id = await itemsRepository.insert(tx, {
      ...columns,
      name: request.name,
      restaurant_id: ctx.restaurantId,
      menu_id: parent.menuId,
      section_id: parent.sectionId,
      order: await nextOrder(tx, 'items', siblings),
      ...publicationChange(published, null),
    });
    if (options) await itemsRepository.replaceOptionLinks(tx, ctx.restaurantId, id, options);
    const item = (await itemsRepository.read(tx, id))!;
    await recordCatalogueChange(tx, ctx, {
      entity: 'item',
      entityId: id,
      action: 'create',
      before: null,
      after: item,
    });
    return item;
  });
}

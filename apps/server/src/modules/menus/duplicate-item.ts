import { copyLocalization, copyName, type Item } from '@app/domain';
import { sql } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { lockCatalogueOrder, shiftAfter, siblingsOf } from './catalogue-order.ts';
import { UNPUBLISHED, copyOptionLinks, copyRows } from './copy-rows.ts';
import { itemsRepository, type ItemParent } from './items.repository.ts';

/**
 * `POST …/items/{itemId}/duplicate`: a copy named "<name> Copy" (" Copie" in French) right after
 * the original, with the same modifier links; a draft without a publication date.
 */
export function duplicateItem(
  ctx: CatalogueContext,
  parent: ItemParent,
  itemId: number,
): Promise<Item> {
  return ctx.tenantTx(async (tx) => {
    await lockCatalogueOrder(tx, ctx.restaurantId);
    const original = await itemsRepository.findForUpdate(tx, parent, itemId);
    if (!original) throw new AppError('not_found');
    const siblings = siblingsOf(ctx.restaurantId, {
      menu_id: parent.menuId,
      section_id: parent.sectionId,
    });
    await shiftAfter(tx, 'items', siblings, original.order);
    const itemMap = await copyRows(tx, items, sql`src.id = ${itemId}`, {
      ...UNPUBLISHED,
      name: sql`${copyName(original.name, ctx.locale)}::text`,
      localization: sql`${JSON.stringify(copyLocalization(original.localization))}::jsonb`,
      order: sql`${original.order + 1}::int`,
    });
    await copyOptionLinks(tx, itemMap);
    const copyId = itemMap.get(itemId)!;
    const copy = (await itemsRepository.read(tx, copyId))!;
    await recordCatalogueChange(tx, ctx, {
      entity: 'item',
      entityId: copyId,
      action: 'duplicate',
      before: null,
      after: { ...copy, duplicated_from: itemId },
    });
    return copy;
  });
}

import { copyLocalization, copyName, type Item } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../../catalogue/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import {
  lockCatalogueOrder,
  shiftAfter,
  siblingsOf,
} from '../../catalogue/catalogue-order.repository.ts';
import { duplicatesRepository } from './duplicates.repository.ts';
import { itemsRepository, type ItemParent } from '../../catalogue/items.repository.ts';

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
    const copyId = await duplicatesRepository.copyItem(tx, itemId, {
      name: copyName(original.name, ctx.locale),
      localization: copyLocalization(original.localization),
      order: original.order + 1,
    });
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

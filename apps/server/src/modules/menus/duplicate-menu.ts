import { copyLocalization, copyName, type Menu } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../../catalogue/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import {
  lockCatalogueOrder,
  shiftAfter,
  siblingsOf,
} from '../../catalogue/catalogue-order.repository.ts';
import { duplicatesRepository } from './duplicates.repository.ts';
import { menusRepository } from '../../catalogue/menus.repository.ts';

/**
 * `POST /menus/{id}/duplicate`: a copy of the menu named "<name> Copy" (" Copie" in French),
 * placed right after the original, with copies of its availability, sections, items and item
 * modifier links. The copy and every child are drafts without a publication date; children keep
 * their names. One transaction, a handful of statements whatever the size of the menu.
 */
export function duplicateMenu(ctx: CatalogueContext, id: number): Promise<Menu> {
  return ctx.tenantTx(async (tx) => {
    await lockCatalogueOrder(tx, ctx.restaurantId);
    const original = await menusRepository.findForUpdate(tx, id);
    if (!original) throw new AppError('not_found');
    await shiftAfter(tx, 'menus', siblingsOf(ctx.restaurantId, {}), original.order);
    const copyId = await duplicatesRepository.copyMenu(tx, id, {
      name: copyName(original.name, ctx.locale),
      localization: copyLocalization(original.localization),
      order: original.order + 1,
    });
    const copy = (await menusRepository.read(tx, copyId))!;
    await recordCatalogueChange(tx, ctx, {
      entity: 'menu',
      entityId: copyId,
      action: 'duplicate',
      before: null,
      after: { ...copy, duplicated_from: id },
    });
    return copy;
  });
}

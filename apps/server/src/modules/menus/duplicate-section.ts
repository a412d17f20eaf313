import { copyLocalization, copyName, type SectionWithItems } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../../catalogue/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import {
  lockCatalogueOrder,
  shiftAfter,
  siblingsOf,
} from '../../catalogue/catalogue-order.repository.ts';
import { duplicatesRepository } from './duplicates.repository.ts';
import { sectionsRepository } from '../../catalogue/sections.repository.ts';
import { itemsRepository } from '../../catalogue/items.repository.ts';

/**
 * `POST /menus/{menuId}/sections/{sectionId}/duplicate`: a copy named "<name> Copy" (" Copie" in
 * French) right after the original, with copies of its items (names unchanged) and their
 * modifier links; the copy and its items are drafts without a publication date.
 */
export function duplicateSection(
  ctx: CatalogueContext,
  menuId: number,
  sectionId: number,
): Promise<SectionWithItems> {
  return ctx.tenantTx(async (tx) => {
    await lockCatalogueOrder(tx, ctx.restaurantId);
    const original = await sectionsRepository.findForUpdate(tx, menuId, sectionId);
    if (!original) throw new AppError('not_found');
    await shiftAfter(
      tx,
      'sections',
      siblingsOf(ctx.restaurantId, { menu_id: menuId }),
      original.order,
    );
    const copyId = await duplicatesRepository.copySection(tx, sectionId, {
      name: copyName(original.name, ctx.locale),
      localization: copyLocalization(original.localization),
      order: original.order + 1,
    });
    const copy = (await sectionsRepository.read(tx, copyId))!;
    const copiedItems = await itemsRepository.list(tx, { menuId, sectionId: copyId });
    await recordCatalogueChange(tx, ctx, {
      entity: 'section',
      entityId: copyId,
      action: 'duplicate',
      before: null,
      after: { ...copy, duplicated_from: sectionId },
    });
    return { ...copy, items: copiedItems };
  });
}

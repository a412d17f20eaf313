import { copyLocalization, copyName, type SectionWithItems } from '@app/domain';
import { sql } from 'drizzle-orm';
import { items, sections } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { lockCatalogueOrder, shiftAfter, siblingsOf } from './catalogue-order.ts';
import { UNPUBLISHED, copyOptionLinks, copyRows, remapped } from './copy-rows.ts';
import { sectionsRepository } from './sections.repository.ts';
import { itemsRepository } from './items.repository.ts';

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
    const sectionMap = await copyRows(tx, sections, sql`src.id = ${sectionId}`, {
      ...UNPUBLISHED,
      name: sql`${copyName(original.name, ctx.locale)}::text`,
      localization: sql`${JSON.stringify(copyLocalization(original.localization))}::jsonb`,
      order: sql`${original.order + 1}::int`,
    });
    const itemMap = await copyRows(tx, items, sql`src.section_id = ${sectionId}`, {
      ...UNPUBLISHED,
      section_id: remapped('section_id', sectionMap),
    });
    await copyOptionLinks(tx, itemMap);
    const copyId = sectionMap.get(sectionId)!;
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

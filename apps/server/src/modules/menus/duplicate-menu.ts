import { copyLocalization, copyName, type Menu } from '@app/domain';
import { sql } from 'drizzle-orm';
import { items, menus, sections } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { lockCatalogueOrder, shiftAfter } from './catalogue-order.ts';
import { UNPUBLISHED, copyAvailability, copyOptionLinks, copyRows, remapped } from './copy-rows.ts';
import { menusRepository } from './menus.repository.ts';

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
    await shiftAfter(tx, 'menus', sql`restaurant_id = ${ctx.restaurantId}`, original.order);
    const menuMap = await copyRows(tx, menus, sql`src.id = ${id}`, {
      ...UNPUBLISHED,
      name: sql`${copyName(original.name, ctx.locale)}::text`,
      localization: sql`${JSON.stringify(copyLocalization(original.localization))}::jsonb`,
      order: sql`${original.order + 1}::int`,
    });
    await copyAvailability(tx, menuMap);
    const sectionMap = await copyRows(tx, sections, sql`src.menu_id = ${id}`, {
      ...UNPUBLISHED,
      menu_id: remapped('menu_id', menuMap),
    });
    const itemMap = await copyRows(tx, items, sql`src.menu_id = ${id}`, {
      ...UNPUBLISHED,
      menu_id: remapped('menu_id', menuMap),
      section_id: remapped('section_id', sectionMap),
    });
    await copyOptionLinks(tx, itemMap);
    const copyId = menuMap.get(id)!;
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

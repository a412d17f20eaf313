import { isMovableType, type Item, type MoveRequest, type Section } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { items } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from './catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import {
  insertAt,
  lockCatalogueOrder,
  orderedIds,
  setOrders,
  siblingsOf,
  type OrderedTable,
} from './catalogue-order.ts';
import { assertItemParent } from './item-values.ts';
import { itemsRepository } from './items.repository.ts';
import { menusRepository } from './menus.repository.ts';
import { sectionsRepository } from './sections.repository.ts';

/**
 * `POST /menus/move`: moves a section to another menu (its items follow), or an item to another
 * menu (`section_id` null or absent: outside sections) or section, at `position` (0-based,
 * default last). Both the old and the new list are renumbered 0, 1, 2…. Any other type answers
 * "Moving invalid type of object." (spec part 1 §4). Answers the moved object.
 */
export function moveCatalogueObject(
  ctx: CatalogueContext,
  request: MoveRequest,
): Promise<Section | Item> {
  if (!isMovableType(request.type)) throw new AppError('invalid_move_type');
  const type = request.type;
  return ctx.tenantTx<Section | Item>(async (tx) => {
    await lockCatalogueOrder(tx, ctx.restaurantId);
    return type === 'section' ? moveSection(tx, ctx, request) : moveItem(tx, ctx, request);
  });
}

async function renumber(
  tx: Tx,
  table: OrderedTable,
  ctx: CatalogueContext,
  parent: Record<string, number | null>,
  moved?: { id: number; position: number | undefined },
): Promise<void> {
  const ids = await orderedIds(tx, table, siblingsOf(ctx.restaurantId, parent));
  await setOrders(tx, table, moved ? insertAt(ids, moved.id, moved.position) : ids);
}

async function moveSection(tx: Tx, ctx: CatalogueContext, request: MoveRequest): Promise<Section> {
  const section = await sectionsRepository.findAnyForUpdate(tx, request.id);
  if (!section || !(await menusRepository.findForUpdate(tx, request.menu_id))) {
    throw new AppError('not_found');
  }
  await sectionsRepository.update(tx, section.id, { menu_id: request.menu_id });
  await tx.update(items).set({ menu_id: request.menu_id }).where(eq(items.section_id, section.id));
  if (section.menu_id !== request.menu_id) {
    await renumber(tx, 'sections', ctx, { menu_id: section.menu_id });
  }
  await renumber(
    tx,
    'sections',
    ctx,
    { menu_id: request.menu_id },
    {
      id: section.id,
      position: request.position,
    },
  );
  const after = (await sectionsRepository.read(tx, section.id))!;
  await recordCatalogueChange(tx, ctx, {
    entity: 'section',
    entityId: section.id,
    action: 'move',
    before: { menu_id: section.menu_id, order: section.order },
    after: { menu_id: after.menu_id, order: after.order },
  });
  return after;
}

async function moveItem(tx: Tx, ctx: CatalogueContext, request: MoveRequest): Promise<Item> {
  const item = await itemsRepository.findAnyForUpdate(tx, request.id);
  if (!item) throw new AppError('not_found');
  const target = { menuId: request.menu_id, sectionId: request.section_id ?? null };
  await assertItemParent(tx, target);
  await itemsRepository.update(tx, item.id, {
    menu_id: target.menuId,
    section_id: target.sectionId,
  });
  const parent = (menuId: number, sectionId: number | null) => ({
    menu_id: menuId,
    section_id: sectionId,
  });
  if (item.menu_id !== target.menuId || item.section_id !== target.sectionId) {
    await renumber(tx, 'items', ctx, parent(item.menu_id, item.section_id));
  }
  await renumber(tx, 'items', ctx, parent(target.menuId, target.sectionId), {
    id: item.id,
    position: request.position,
  });
  const after = (await itemsRepository.read(tx, item.id))!;
  await recordCatalogueChange(tx, ctx, {
    entity: 'item',
    entityId: item.id,
    action: 'move',
    before: { menu_id: item.menu_id, section_id: item.section_id, order: item.order },
    after: { menu_id: after.menu_id, section_id: after.section_id, order: after.order },
  });
  return after;
}

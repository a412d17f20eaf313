import type { OptionGroup } from '@app/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { itemOptionGroups, items, optionGroups } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { optionGroupsRepository as groups } from './option-groups.repository.ts';

/** An item as the path names it: `/menus/{menuId}[/sections/{sectionId}]/items/{itemId}`. */
export interface ItemPath {
  menuId: number;
  /** Set on the section routes; without it the item must be outside sections. */
  sectionId?: number | undefined;
  itemId: number;
}

/**
 * The item must be in that menu and that section — or outside sections when the path has none,
 * as the menus module's item paths (docs/decisions/catalogue.md "Item paths are strict about the parent").
 * Anything else, or another location's item, is 404.
 */
async function assertItemAt(tx: Tx, path: ItemPath): Promise<void> {
  const [row] = await tx
    .select({ id: items.id })
    .from(items)
    .where(
      and(
        eq(items.id, path.itemId),
        eq(items.menu_id, path.menuId),
        path.sectionId === undefined
          ? isNull(items.section_id)
          : eq(items.section_id, path.sectionId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('not_found');
}

async function assertGroupExists(tx: Tx, groupId: number): Promise<void> {
  const [row] = await tx
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(eq(optionGroups.id, groupId))
    .limit(1);
  if (!row) throw new AppError('not_found');
}

/** `GET …/items/{itemId}/options`: the groups the item offers, whole, in the item's order. */
export async function listItemOptions(
  ctx: CatalogueContext,
  path: ItemPath,
): Promise<OptionGroup[]> {
  return ctx.tenantTx(async (tx) => {
    await assertItemAt(tx, path);
    return groups.listForItem(tx, path.itemId);
  });
}

/**
 * `POST …/items/{itemId}/options/{optionGroupId}`: the item offers the group, after its other
 * groups. Idempotent: linking a group already linked changes nothing (`created` false).
 */
export async function linkItemOption(
  ctx: CatalogueContext,
  path: ItemPath,
  groupId: number,
): Promise<{ created: boolean; groups: OptionGroup[] }> {
  return ctx.tenantTx(async (tx) => {
    await assertItemAt(tx, path);
    await assertGroupExists(tx, groupId);
    const inserted = await tx
      .insert(itemOptionGroups)
      .values({
        restaurant_id: ctx.restaurantId,
        item_id: path.itemId,
        option_group_id: groupId,
        order: sql`(select coalesce(max(l."order") + 1, 0) from ${itemOptionGroups} l where l.item_id = ${path.itemId})`,
      })
      .onConflictDoNothing()
      .returning({ order: itemOptionGroups.order });
    const created = inserted.length > 0;
    if (created) {
      await recordCatalogueChange(tx, ctx, {
        entity: 'item_option',
        entityId: path.itemId,
        action: 'create',
        before: null,
        after: { item_id: path.itemId, option_group_id: groupId, order: inserted[0]!.order },
      });
    }
    return { created, groups: await groups.listForItem(tx, path.itemId) };
  });
}

/**
 * `DELETE …/items/{itemId}/options/{optionGroupId}`: the item no longer offers the group.
 * Idempotent for a group that exists but was not linked; an unknown item or group is 404.
 */
export async function unlinkItemOption(
  ctx: CatalogueContext,
  path: ItemPath,
  groupId: number,
): Promise<void> {
  await ctx.tenantTx(async (tx) => {
    await assertItemAt(tx, path);
    await assertGroupExists(tx, groupId);
    const removed = await tx
      .delete(itemOptionGroups)
      .where(
        and(
          eq(itemOptionGroups.item_id, path.itemId),
          eq(itemOptionGroups.option_group_id, groupId),
        ),
      )
      .returning({ order: itemOptionGroups.order });
    if (removed.length === 0) return;
    await recordCatalogueChange(tx, ctx, {
      entity: 'item_option',
      entityId: path.itemId,
      action: 'delete',
      before: { item_id: path.itemId, option_group_id: groupId, order: removed[0]!.order },
      after: null,
    });
  });
}

import type { Item } from '@app/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { itemOptionGroups, items, optionGroups } from '../db/schema/index.ts';
import { itemOptionsJson, itemPairs, jsonObject } from './catalogue-json.sql.ts';
import { rawRows } from '../db/raw-rows.ts';

export type ItemRow = typeof items.$inferSelect;
export type ItemValues = Omit<typeof items.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** Where an item sits: a menu, and a section of it or none (items of a menu without sections). */
export interface ItemParent {
  menuId: number;
  sectionId: number | null;
}

/** Drizzle queries on items and their modifier links (tenant transactions only). */
export const itemsRepository = {
  /** The item under `parent`, locked until the transaction ends; null when not there. */
  async findForUpdate(tx: Tx, parent: ItemParent, id: number): Promise<ItemRow | null> {
    const [row] = await tx
      .select()
      .from(items)
      .where(
        and(
          eq(items.id, id),
          eq(items.menu_id, parent.menuId),
          parent.sectionId === null
            ? isNull(items.section_id)
            : eq(items.section_id, parent.sectionId),
        ),
      )
      .limit(1)
      .for('update');
    return row ?? null;
  },

  /** The item wherever it is, locked until the transaction ends. */
  async findAnyForUpdate(tx: Tx, id: number): Promise<ItemRow | null> {
    const [row] = await tx.select().from(items).where(eq(items.id, id)).limit(1).for('update');
    return row ?? null;
  },

  /** The item in the API's shape (ZItem, with its linked modifier group ids). */
  async read(tx: Tx, id: number): Promise<Item | null> {
    const [row] = await rawRows<{ item: Item }>(
      tx,
      sql`select ${jsonObject(itemPairs('i', itemOptionsJson('i')))} as item from items i where i.id = ${id}`,
    );
    return row?.item ?? null;
  },

  /** The items under `parent` in the API's shape, in (order, id). */
  async list(tx: Tx, parent: ItemParent): Promise<Item[]> {
    const rows = await rawRows<{ item: Item }>(
      tx,
      sql`select ${jsonObject(itemPairs('i', itemOptionsJson('i')))} as item from items i
          where i.menu_id = ${parent.menuId}
            and i.section_id is not distinct from ${parent.sectionId}::integer
          order by i."order", i.id`,
    );
    return rows.map((row) => row.item);
  },

  async insert(tx: Tx, values: ItemValues): Promise<number> {
    const [row] = await tx.insert(items).values(values).returning({ id: items.id });
    return row!.id;
  },

  async update(tx: Tx, id: number, patch: Partial<ItemValues>): Promise<void> {
    await tx
      .update(items)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(items.id, id));
  },

  async delete(tx: Tx, id: number): Promise<void> {
    await tx.delete(items).where(eq(items.id, id));
  },

  /** Whether the item is under `parent` (no lock). */
  async existsAt(tx: Tx, parent: ItemParent, id: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: items.id })
      .from(items)
      .where(
        and(
          eq(items.id, id),
          eq(items.menu_id, parent.menuId),
          parent.sectionId === null
            ? isNull(items.section_id)
            : eq(items.section_id, parent.sectionId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The items of a section follow it to `menuId` (a section moved to another menu). */
  async moveSectionItems(tx: Tx, sectionId: number, menuId: number): Promise<void> {
    await tx.update(items).set({ menu_id: menuId }).where(eq(items.section_id, sectionId));
  },

  /**
   * Replaces the item's modifier links with `groupIds`, in that order (a repeated id counts
   * once). Answers false, changing nothing, when a group is not one of the location's.
   */
  async replaceOptionLinks(
    tx: Tx,
    restaurantId: number,
    itemId: number,
    groupIds: number[],
  ): Promise<boolean> {
    const wanted = [...new Set(groupIds)];
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: optionGroups.id })
        .from(optionGroups)
        .where(and(eq(optionGroups.restaurant_id, restaurantId), inArray(optionGroups.id, wanted)));
      if (found.length !== wanted.length) return false;
    }
    await tx.delete(itemOptionGroups).where(eq(itemOptionGroups.item_id, itemId));
    if (wanted.length === 0) return true;
    await tx.insert(itemOptionGroups).values(
      wanted.map((groupId, order) => ({
        restaurant_id: restaurantId,
        item_id: itemId,
        option_group_id: groupId,
        order,
      })),
    );
    return true;
  },

  /**
   * Links the group to the item after its other groups; answers the link's position, or null
   * when the group was linked already (nothing changes).
   */
  async linkOption(
    tx: Tx,
    restaurantId: number,
    itemId: number,
    groupId: number,
  ): Promise<number | null> {
    const inserted = await tx
      .insert(itemOptionGroups)
      .values({
        restaurant_id: restaurantId,
        item_id: itemId,
        option_group_id: groupId,
        order: sql`(select coalesce(max(l."order") + 1, 0) from ${itemOptionGroups} l where l.item_id = ${itemId})`,
      })
      .onConflictDoNothing()
      .returning({ order: itemOptionGroups.order });
    return inserted[0]?.order ?? null;
  },

  /** Removes the link; answers the position it had, or null when there was none. */
  async unlinkOption(tx: Tx, itemId: number, groupId: number): Promise<number | null> {
    const removed = await tx
      .delete(itemOptionGroups)
      .where(
        and(eq(itemOptionGroups.item_id, itemId), eq(itemOptionGroups.option_group_id, groupId)),
      )
      .returning({ order: itemOptionGroups.order });
    return removed[0]?.order ?? null;
  },
};

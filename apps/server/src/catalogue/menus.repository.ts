import type { AvailabilityEntry, Menu, MenuSummary } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { menuAvailability, menuGroups, menus } from '../db/schema/index.ts';
import { jsonObject, menuPairs } from './catalogue-json.sql.ts';
import { rawRows } from '../db/raw-rows.ts';

export type MenuRow = typeof menus.$inferSelect;
export type MenuValues = Omit<typeof menus.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/**
 * Drizzle queries on menus and their availability. Every call runs in a tenant transaction, so
 * row-level security already hides other locations; reads answer `null` for "not found".
 */
export const menusRepository = {
  /** The menu row, locked until the transaction ends (read-modify-write). */
  async findForUpdate(tx: Tx, id: number): Promise<MenuRow | null> {
    const [row] = await tx.select().from(menus).where(eq(menus.id, id)).limit(1).for('update');
    return row ?? null;
  },

  async exists(tx: Tx, id: number): Promise<boolean> {
    const rows = await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, id)).limit(1);
    return rows.length > 0;
  },

  /** The menu in the API's shape (ZMenu, with its availability). */
  async read(tx: Tx, id: number): Promise<Menu | null> {
    const [row] = await rawRows<{ menu: Menu }>(
      tx,
      sql`select ${jsonObject(menuPairs('m'))} as menu from menus m where m.id = ${id}`,
    );
    return row?.menu ?? null;
  },

  /** Every menu of the location with its counts (ZMenuSummary), in (order, id). */
  async listSummaries(tx: Tx, restaurantId: number): Promise<MenuSummary[]> {
    const pairs = `${menuPairs('m')},
      'section_count', (select count(*) from sections s where s.menu_id = m.id)::int,
      'item_count', (select count(*) from items i where i.menu_id = m.id)::int`;
    const rows = await rawRows<{ menu: MenuSummary }>(
      tx,
      sql`select ${jsonObject(pairs)} as menu from menus m
          where m.restaurant_id = ${restaurantId} order by m."order", m.id`,
    );
    return rows.map((row) => row.menu);
  },

  async insert(tx: Tx, values: MenuValues): Promise<number> {
    const [row] = await tx.insert(menus).values(values).returning({ id: menus.id });
    return row!.id;
  },

  async update(tx: Tx, id: number, patch: Partial<MenuValues>): Promise<void> {
    await tx
      .update(menus)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(menus.id, id));
  },

  async delete(tx: Tx, id: number): Promise<void> {
    await tx.delete(menus).where(eq(menus.id, id));
  },

  /** Whether the menu group exists at the location (its key is not tenant-bound, so check). */
  async groupExists(tx: Tx, restaurantId: number, groupId: number): Promise<boolean> {
    const rows = await tx
      .select({ id: menuGroups.id })
      .from(menuGroups)
      .where(and(eq(menuGroups.id, groupId), eq(menuGroups.restaurant_id, restaurantId)))
      .limit(1);
    return rows.length > 0;
  },

  /** Replaces the menu's whole week of availability. */
  async replaceAvailability(
    tx: Tx,
    restaurantId: number,
    menuId: number,
    week: AvailabilityEntry[],
  ): Promise<void> {
    await tx.delete(menuAvailability).where(eq(menuAvailability.menu_id, menuId));
    if (week.length === 0) return;
    await tx.insert(menuAvailability).values(
      week.map((entry) => ({
        restaurant_id: restaurantId,
        menu_id: menuId,
        day_of_week: entry.day_of_week,
        start_time: entry.start_time,
        end_time: entry.end_time,
      })),
    );
  },
};

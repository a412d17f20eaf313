import type { ItemMenusEntry, Localization, RotationalMenu } from '@app/domain';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  items,
  menus,
  rotationalMenuItems,
  rotationalMenus,
  sections,
} from '../../db/schema/index.ts';

export type RotationalMenuPatch = Partial<
  Pick<typeof rotationalMenus.$inferInsert, 'menu_id' | 'date'>
>;

/** The daily menu's item ids in their order, gathered by PostgreSQL in the same query. */
const itemIds = sql<number[]>`coalesce((
  select array_agg(rmi.item_id order by rmi."order", rmi.item_id) from ${rotationalMenuItems} rmi
  where rmi.rotational_menu_id = rotational_menus.id
), '{}')`;

function selectDailyMenus(tx: Tx) {
  return tx
    .select({
      id: rotationalMenus.id,
      menu_id: rotationalMenus.menu_id,
      date: rotationalMenus.date,
      updated_at: rotationalMenus.updated_at,
      item_ids: itemIds,
    })
    .from(rotationalMenus);
}

type SelectedDailyMenu = Awaited<
  ReturnType<ReturnType<typeof selectDailyMenus>['execute']>
>[number];

function toRotationalMenu(row: SelectedDailyMenu): RotationalMenu {
  return {
    ...row,
    item_ids: row.item_ids.map(Number),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Drizzle queries on daily (rotational) menus. Reads answer `null` for "not found". */
export const rotationalMenusRepository = {
  /** The daily menus dated `start` to `end` (both included), by date then menu order. */
  async listBetween(tx: Tx, start: string, end: string): Promise<RotationalMenu[]> {
    const rows = await selectDailyMenus(tx)
      .innerJoin(menus, eq(menus.id, rotationalMenus.menu_id))
      .where(and(gte(rotationalMenus.date, start), lte(rotationalMenus.date, end)))
      .orderBy(asc(rotationalMenus.date), asc(menus.order), asc(menus.id));
    return rows.map(toRotationalMenu);
  },

  async find(tx: Tx, id: number): Promise<RotationalMenu | null> {
    const [row] = await selectDailyMenus(tx).where(eq(rotationalMenus.id, id)).limit(1);
    return row ? toRotationalMenu(row) : null;
  },

  /** Locks the daily menu's row until the transaction ends; false when there is none. */
  async lock(tx: Tx, id: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: rotationalMenus.id })
      .from(rotationalMenus)
      .where(eq(rotationalMenus.id, id))
      .limit(1)
      .for('update');
    return row !== undefined;
  },

  /** Inserts a daily menu; `null` when the menu is already planned on that date. */
  async insert(
    tx: Tx,
    values: { restaurant_id: number; menu_id: number; date: string },
  ): Promise<number | null> {
    const [row] = await tx
      .insert(rotationalMenus)
      .values(values)
      .onConflictDoNothing({ target: [rotationalMenus.menu_id, rotationalMenus.date] })
      .returning({ id: rotationalMenus.id });
    return row?.id ?? null;
  },

  async update(tx: Tx, id: number, patch: RotationalMenuPatch): Promise<void> {
    await tx
      .update(rotationalMenus)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(rotationalMenus.id, id));
  },

  /** The daily menu offers exactly `itemIds`, in that order. */
  async setItems(tx: Tx, restaurantId: number, id: number, itemIds: number[]): Promise<void> {
    await tx.delete(rotationalMenuItems).where(eq(rotationalMenuItems.rotational_menu_id, id));
    if (itemIds.length === 0) return;
    await tx.insert(rotationalMenuItems).values(
      itemIds.map((itemId, order) => ({
        restaurant_id: restaurantId,
        rotational_menu_id: id,
        item_id: itemId,
        order,
      })),
    );
  },

  async delete(tx: Tx, id: number): Promise<void> {
    await tx.delete(rotationalMenus).where(eq(rotationalMenus.id, id));
  },

  /** Deletes the daily menus dated before `before`; answers their ids. */
  async deleteBefore(tx: Tx, before: string): Promise<number[]> {
    const rows = await tx
      .delete(rotationalMenus)
      .where(lt(rotationalMenus.date, before))
      .returning({ id: rotationalMenus.id });
    return rows.map((row) => row.id);
  },

  /** Which of `ids` are menus of the location (other locations' menus are invisible). */
  async existingMenuIds(tx: Tx, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx.select({ id: menus.id }).from(menus).where(inArray(menus.id, ids));
    return new Set(rows.map((row) => row.id));
  },

  /** Which of `ids` are items of the location. */
  async existingItemIds(tx: Tx, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx.select({ id: items.id }).from(items).where(inArray(items.id, ids));
    return new Set(rows.map((row) => row.id));
  },

  /** The location's items with their menu and section, in menu, section and item order. */
  async itemMenus(tx: Tx, menuId?: number): Promise<ItemMenusEntry[]> {
    const rows = await tx
      .select({
        id: items.id,
        name: items.name,
        localization: items.localization,
        published: items.published,
        menu_id: menus.id,
        menu_name: menus.name,
        menu_localization: menus.localization,
        section_id: sections.id,
        section_name: sections.name,
        section_localization: sections.localization,
      })
      .from(items)
      .innerJoin(menus, eq(menus.id, items.menu_id))
      .leftJoin(sections, eq(sections.id, items.section_id))
      .where(menuId === undefined ? undefined : eq(items.menu_id, menuId))
      .orderBy(
        asc(menus.order),
        asc(menus.id),
        sql`${sections.order} asc nulls first`,
        asc(sections.id),
        asc(items.order),
        asc(items.id),
      );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      localization: (row.localization ?? {}) as Localization,
      published: row.published,
      menu: {
        id: row.menu_id,
        name: row.menu_name,
        localization: (row.menu_localization ?? {}) as Localization,
      },
      section:
        row.section_id === null
          ? null
          : {
              id: row.section_id,
              name: row.section_name ?? '',
              localization: (row.section_localization ?? {}) as Localization,
            },
    }));
  },
};

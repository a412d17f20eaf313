import { nameKey, type Localization, type MenuGroup } from '@app/domain';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { menuGroups, menus } from '../../db/schema/index.ts';
import { menuGroupNameKey } from '../../db/schema/menu-groups.ts';

export type MenuGroupPatch = Partial<
  Omit<typeof menuGroups.$inferInsert, 'id' | 'restaurant_id' | 'created_at'>
>;

/**
 * The ids of the group's menus in menu order, gathered by PostgreSQL in the same query. The outer
 * table is named in plain SQL (Drizzle would write its column unqualified, read as `m.id`).
 */
const menuIds = sql<number[]>`coalesce((
  select array_agg(m.id order by m."order", m.id) from ${menus} m
  where m.menu_group_id = menu_groups.id
), '{}')`;

function selectGroups(tx: Tx) {
  return tx
    .select({
      id: menuGroups.id,
      name: menuGroups.name,
      image: menuGroups.image,
      order: menuGroups.order,
      localization: menuGroups.localization,
      updated_at: menuGroups.updated_at,
      menus: menuIds,
    })
    .from(menuGroups);
}

type SelectedGroup = Awaited<ReturnType<ReturnType<typeof selectGroups>['execute']>>[number];

function toMenuGroup(row: SelectedGroup): MenuGroup {
  return {
    ...row,
    localization: row.localization as Localization,
    menus: row.menus.map(Number),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Drizzle queries on menu groups. Reads answer `null` for "not found". */
export const menuGroupsRepository = {
  async list(tx: Tx): Promise<MenuGroup[]> {
    const rows = await selectGroups(tx).orderBy(asc(menuGroups.order), asc(menuGroups.id));
    return rows.map(toMenuGroup);
  },

  async find(tx: Tx, id: number): Promise<MenuGroup | null> {
    const [row] = await selectGroups(tx).where(eq(menuGroups.id, id)).limit(1);
    return row ? toMenuGroup(row) : null;
  },

  /**
   * The group of the location already named `name` ignoring case and accents (the domain's
   * `nameKey`, as the unique index compares), other than `exceptId`; null when the name is free.
   */
  async findByName(
    tx: Tx,
    name: string,
    exceptId?: number,
  ): Promise<{ id: number; name: string } | null> {
    const [row] = await tx
      .select({ id: menuGroups.id, name: menuGroups.name })
      .from(menuGroups)
      .where(
        and(
          eq(menuGroupNameKey(menuGroups.name), nameKey(name)),
          exceptId === undefined ? undefined : ne(menuGroups.id, exceptId),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** Locks the group row until the transaction ends; false when there is no such group. */
  async lock(tx: Tx, id: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: menuGroups.id })
      .from(menuGroups)
      .where(eq(menuGroups.id, id))
      .limit(1)
      .for('update');
    return row !== undefined;
  },

  async insert(
    tx: Tx,
    values: MenuGroupPatch & { restaurant_id: number; name: string },
  ): Promise<number> {
    const [row] = await tx.insert(menuGroups).values(values).returning({ id: menuGroups.id });
    return row!.id;
  },

  async update(tx: Tx, id: number, patch: MenuGroupPatch): Promise<void> {
    await tx
      .update(menuGroups)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(menuGroups.id, id));
  },

  async delete(tx: Tx, id: number): Promise<void> {
    await tx.delete(menuGroups).where(eq(menuGroups.id, id));
  },

  /** Which of `ids` are menus of the location (other locations' menus are invisible). */
  async existingMenuIds(tx: Tx, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx.select({ id: menus.id }).from(menus).where(inArray(menus.id, ids));
    return new Set(rows.map((row) => row.id));
  },

  /** The group holds exactly `menuIds`: they join it (leaving any other group), the rest leave. */
  async setMenus(tx: Tx, groupId: number, menuIds: number[]): Promise<void> {
    await tx
      .update(menus)
      .set({ menu_group_id: null })
      .where(
        and(
          eq(menus.menu_group_id, groupId),
          menuIds.length ? notInArray(menus.id, menuIds) : undefined,
        ),
      );
    if (menuIds.length === 0) return;
    await tx.update(menus).set({ menu_group_id: groupId }).where(inArray(menus.id, menuIds));
  },
};

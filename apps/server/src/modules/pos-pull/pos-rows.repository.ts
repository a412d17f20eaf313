import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { nextOrder, siblingsOf } from '../../catalogue/catalogue-order.repository.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { PlacedRow } from './pos-catalogue-rows.ts';
import { valuesIn } from './values-in.sql.ts';

/**
 * Set-wise SQL of a pull, the same for every table it fills: each call is one statement whatever
 * the number of rows, the rows travelling as one JSON document turned back into the table's own
 * row type (`jsonb_populate_recordset`), so every value takes the column's type.
 */

export type PosTable = 'sections' | 'items' | 'option_groups' | 'option_values';

const id = (name: string) => sql.identifier(name);
const list = (names: readonly string[], each: (name: string) => SQLChunk) =>
  sql.join(names.map(each), sql`, `);
/**
 * The rows an earlier pull wrote in `table` (`pos_ref` set), by ref, with their parent
 * (`parentColumn`; none for option groups, which belong to the location) and position, and the
 * `extra` columns asked for.
 */
export async function pulledRows<T extends Record<string, unknown> = Record<string, never>>(
  tx: Tx,
  table: PosTable,
  restaurantId: number,
  parentColumn: string | null,
  extra: readonly string[] = [],
): Promise<Map<string, PlacedRow & T>> {
  const parent = parentColumn ? sql`t.${id(parentColumn)}` : sql`null::int`;
  const more = extra.length > 0 ? sql`, ${list(extra, (name) => sql`t.${id(name)}`)}` : sql``;
  const rows = await rawRows<PlacedRow & T>(
    tx,
    sql`select t.id, t.pos_ref, ${parent} as parent, t."order"${more} from ${id(table)} t
        where t.restaurant_id = ${restaurantId} and t.pos_ref is not null`,
  );
  return new Map(rows.map((row) => [row.pos_ref, { ...row, id: Number(row.id) }]));
}

/** The position after the last row of each of `parents` (rows of any origin count). */
export async function nextOrders(
  tx: Tx,
  table: PosTable,
  restaurantId: number,
  parentColumn: string | null,
  parents: readonly number[],
): Promise<Map<number | null, number>> {
  if (!parentColumn) {
    return new Map([[null, await nextOrder(tx, table, siblingsOf(restaurantId, {}))]]);
  }
  const rows = await rawRows<{ parent: number; next: number }>(
    tx,
    sql`select ${id(parentColumn)} as parent, (max("order") + 1)::int as next from ${id(table)}
        where restaurant_id = ${restaurantId}
          and ${id(parentColumn)} in ${valuesIn(parents, 'int')}
        group by 1`,
  );
  return new Map(rows.map((row) => [Number(row.parent), Number(row.next)]));
}

/** The publication of a created row that is published. */
const PUBLISHED = { published: sql`true`, published_at: sql`now()` };

export interface PosUpsert {
  table: PosTable;
  restaurantId: number;
  /** One object per row: `pos_ref` and every column of `owned` and `insertOnly`. */
  rows: readonly Record<string, unknown>[];
  /** Columns the point of sale owns: written on insert, and on update when they changed. */
  owned: readonly string[];
  /** Columns written only when the row is created (staff own them afterwards). */
  insertOnly?: readonly string[];
  /** Whether a created row is published now (sections and items; staff publish the menu). */
  publishOnInsert?: boolean;
}

/**
 * Creates the rows the location does not have yet and updates the owned columns of those it has
 * (found by `pos_ref`), in one statement. A row whose owned columns are unchanged is not written
 * (nor counted); a written row gets `updated_at = now()`. Answers the ids of the created and
 * updated rows by ref, and how many of each.
 */
export async function upsertPosRows(
  tx: Tx,
  { table, restaurantId, rows, owned, insertOnly = [], publishOnInsert = false }: PosUpsert,
): Promise<{ ids: Map<string, number>; created: number; updated: number }> {
  if (rows.length === 0) return { ids: new Map(), created: 0, updated: 0 };
  const fromJson = [...owned, ...insertOnly];
  const insertSql = publishOnInsert ? PUBLISHED : {};
  const fixed = Object.keys(insertSql);
  const written = await rawRows<{ id: number; pos_ref: string; inserted: boolean }>(
    tx,
    sql`insert into ${id(table)} (restaurant_id, pos_ref, ${list([...fromJson, ...fixed], id)})
      select ${restaurantId}::int, src.pos_ref, ${list(fromJson, (name) => sql`src.${id(name)}`)}${
        fixed.length > 0 ? sql`, ${sql.join(Object.values(insertSql), sql`, `)}` : sql``
      }
      from jsonb_populate_recordset(null::${id(table)}, ${JSON.stringify(rows)}::jsonb) src
      on conflict (restaurant_id, pos_ref) where pos_ref is not null do update
      set (${list(owned, id)}, updated_at) = (${list(owned, (name) => sql`excluded.${id(name)}`)}, now())
      where (${list(owned, (name) => sql`${id(table)}.${id(name)}`)})
        is distinct from (${list(owned, (name) => sql`excluded.${id(name)}`)})
      returning id, pos_ref, (xmax = 0) as inserted`,
  );
  const created = written.filter((row) => row.inserted).length;
  return {
    ids: new Map(written.map((row) => [row.pos_ref, Number(row.id)])),
    created,
    updated: written.length - created,
  };
}

/**
 * The rows a removal hands over to staff instead of removing (on alias `t`): a section or group
 * still holding rows staff added by hand.
 */
const HELD_BY_STAFF_ROWS: Partial<Record<PosTable, SQL>> = {
  option_groups: sql`exists (select 1 from option_values v where v.option_group_id = t.id and v.pos_ref is null)`,
  sections: sql`exists (select 1 from items i where i.section_id = t.id and i.pos_ref is null)`,
};

/**
 * Removes the rows an earlier pull wrote that the catalogue no longer has (`keep` = the refs it
 * has); rows staff made by hand (no `pos_ref`) are never touched. A section or group still
 * holding rows staff added (`HELD_BY_STAFF_ROWS`) is not removed but handed over to staff: its
 * `pos_ref` is cleared. Answers how many rows were removed.
 */
export async function removeMissingPosRows(
  tx: Tx,
  table: PosTable,
  restaurantId: number,
  keep: readonly string[],
): Promise<number> {
  const release = HELD_BY_STAFF_ROWS[table];
  const missing = sql`t.restaurant_id = ${restaurantId} and t.pos_ref is not null
    and t.pos_ref not in ${valuesIn(keep, 'text')}`;
  if (release) {
    await tx.execute(sql`update ${id(table)} t set pos_ref = null, updated_at = now()
      where ${missing} and ${release}`);
  }
  const removed = await rawRows<{ id: number }>(
    tx,
    sql`delete from ${id(table)} t where ${missing} returning t.id`,
  );
  return removed.length;
}

/** The `pos_ref` of the menu a location's pulls fill (one per location). */
export const PULLED_MENU_REF = ':menu';

/** The location's pulled menu, or null before its first pull. */
export async function findPulledMenu(tx: Tx, restaurantId: number): Promise<number | null> {
  const [found] = await rawRows<{ id: number }>(
    tx,
    sql`select id from menus where restaurant_id = ${restaurantId} and pos_ref = ${PULLED_MENU_REF}`,
  );
  return found ? Number(found.id) : null;
}

/** Creates the location's pulled menu at `order`: a draft whose sections are shown. */
export async function insertPulledMenu(
  tx: Tx,
  restaurantId: number,
  name: string,
  order: number,
): Promise<number> {
  const [created] = await rawRows<{ id: number }>(
    tx,
    sql`insert into menus (restaurant_id, name, pos_ref, "order", published, allow_sections)
        values (${restaurantId}, ${name}, ${PULLED_MENU_REF}, ${order}, false, true) returning id`,
  );
  return Number(created!.id);
}

/**
 * Items follow their pulled section back to its menu: a pulled section staff moved to another
 * menu comes back with the pull, and the items staff added to it go with it.
 */
export async function moveItemsWithPulledSections(tx: Tx, restaurantId: number): Promise<void> {
  await tx.execute(sql`
    update items i set menu_id = s.menu_id, updated_at = now()
    from sections s
    where i.section_id = s.id and s.restaurant_id = ${restaurantId} and s.pos_ref is not null
      and i.menu_id <> s.menu_id`);
}

/** Sets the menu's update time to now (the web reads a pull's end from it). */
export async function touchMenu(tx: Tx, menuId: number): Promise<void> {
  await tx.execute(sql`update menus set updated_at = now() where id = ${menuId}`);
}

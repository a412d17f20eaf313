import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import type {
  items,
  menus,
  optionGroups,
  optionValues,
  rotationalMenus,
  sections,
} from '../db/schema/index.ts';
import { rawRows } from '../db/raw-rows.ts';

type CopiedTable =
  | typeof menus
  | typeof sections
  | typeof items
  | typeof optionGroups
  | typeof optionValues
  | typeof rotationalMenus;

/**
 * Rows read at another location, copied into the location of the transaction (menu
 * replication): each row as `to_jsonb(row)` of the table, turned back into rows by
 * `jsonb_populate_recordset`, since row-level security hides the other location's rows. Every
 * copy takes `restaurantId`, the location of the transaction.
 */
export interface ForeignRows {
  rows: readonly unknown[];
  restaurantId: number;
}

/** The rows copies are made from: the table itself, or rows read at another location. */
function sourceRows(table: string, foreign: ForeignRows | undefined): SQL {
  if (!foreign) return sql`${sql.identifier(table)}`;
  return sql`jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(foreign.rows)}::jsonb)`;
}

/** The columns a copy takes from its original (all but `FRESH_COLUMNS`). */
function copiedColumns(table: CopiedTable): string[] {
  return Object.values(getTableColumns(table as PgTable))
    .map((column) => column.name)
    .filter((column) => !FRESH_COLUMNS.has(column));
}

/** Columns every copy takes: a draft without a publication date (spec part 1 §4). */
export const UNPUBLISHED = { published: sql`false`, published_at: sql`null::timestamptz` };

/** Old id → id of its copy. */
export type IdMap = Map<number, number>;

/**
 * Columns a copy never takes from its original: its own id and timestamps, and the point-of-sale
 * id (`pos_ref`), which names one row per location: a duplicate or a replica is staff's own row,
 * which later pulls leave alone.
 */
const FRESH_COLUMNS = new Set(['id', 'created_at', 'updated_at', 'pos_ref']);

/**
 * Copies the rows of `table` chosen by `where` (on alias `src`) in one statement, whatever their
 * number. Each copy takes a new id from the table's sequence first, so the answer can pair every
 * original with its copy (children then point at the right copies); `overrides` replace columns
 * with SQL expressions on `src` (e.g. the new parent, a new name, unpublished). Every other
 * column is copied as is, so a column added to the schema is copied without touching this code.
 * With `foreign`, the originals are rows read at another location (see `ForeignRows`).
 */
export async function copyRows(
  tx: Tx,
  table: CopiedTable,
  where: SQL,
  overrides: Record<string, SQL> = {},
  foreign?: ForeignRows,
): Promise<IdMap> {
  const name = getTableName(table as PgTable);
  const columns = copiedColumns(table);
  const source = sourceRows(name, foreign);
  if (foreign) overrides = { restaurant_id: sql`${foreign.restaurantId}::int`, ...overrides };
  const targets = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const values = sql.join(
    columns.map((column) => overrides[column] ?? sql`src.${sql.identifier(column)}`),
    sql`, `,
  );
  const rows = await rawRows<{ old_id: number; new_id: number }>(
    tx,
    sql`with map as materialized (
        select src.id as old_id, nextval(pg_get_serial_sequence(${name}, 'id'))::int as new_id
        from ${source} src where ${where} order by src.id
      ),
      copied as (
        insert into ${sql.identifier(name)} (id, ${targets})
        select map.new_id, ${values}
        from ${source} src join map on map.old_id = src.id
        returning id
      )
      select old_id, new_id from map`,
  );
  return new Map(rows.map((row) => [Number(row.old_id), Number(row.new_id)]));
}

/**
 * Makes each existing row `pairs.get(original)` a copy of its original (rows read at another
 * location, see `ForeignRows`), in one statement: every column but the row's id, location,
 * creation time and the `keep` columns. `overrides` as in `copyRows`.
 */
export async function overwriteRows(
  tx: Tx,
  table: CopiedTable,
  pairs: IdMap,
  foreign: ForeignRows,
  keep: readonly string[],
  overrides: Record<string, SQL> = {},
): Promise<void> {
  if (pairs.size === 0) return;
  const name = getTableName(table as PgTable);
  const columns = copiedColumns(table).filter(
    (column) => column !== 'restaurant_id' && !keep.includes(column),
  );
  const targets = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const values = sql.join(
    columns.map((column) => overrides[column] ?? sql`src.${sql.identifier(column)}`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${sql.identifier(name)} t set (${targets}, updated_at) = (${values}, now())
    from ${sourceRows(name, foreign)} src join jsonb_each_text(${idMapJson(pairs)}::jsonb) p
      on src.id = p.key::int
    where t.id = p.value::int`);
}

/** A JSON object of an id map, for SQL lookups `(map ->> old_id::text)::int`. */
export function idMapJson(map: IdMap): string {
  return JSON.stringify(Object.fromEntries(map));
}

/** `src.<column>` replaced by its copy's id through `map`. */
export function remapped(column: string, map: IdMap): SQL {
  return sql`(${idMapJson(map)}::jsonb ->> src.${sql.identifier(column)}::text)::int`;
}

/** The location a copy of a child row takes: its original's, or the foreign rows' target. */
function copyLocation(alias: string, foreign: ForeignRows | undefined): SQL {
  return foreign ? sql`${foreign.restaurantId}::int` : sql`${sql.identifier(alias)}.restaurant_id`;
}

/**
 * Copies the modifier-group links of the items in `itemMap` to their copies, same order. With
 * `foreign` (replication), its rows' `option_group_id` must already name the target's groups.
 */
export async function copyOptionLinks(
  tx: Tx,
  itemMap: IdMap,
  foreign?: ForeignRows,
): Promise<void> {
  if (itemMap.size === 0) return;
  await tx.execute(sql`
    insert into item_option_groups (restaurant_id, item_id, option_group_id, "order")
    select ${copyLocation('l', foreign)}, m.value::int, l.option_group_id, l."order"
    from ${sourceRows('item_option_groups', foreign)} l
      join jsonb_each_text(${idMapJson(itemMap)}::jsonb) m on l.item_id = m.key::int`);
}

/** Copies the availability week of each menu in `menuMap` to its copy. */
export async function copyAvailability(
  tx: Tx,
  menuMap: IdMap,
  foreign?: ForeignRows,
): Promise<void> {
  if (menuMap.size === 0) return;
  await tx.execute(sql`
    insert into menu_availability (restaurant_id, menu_id, day_of_week, start_time, end_time)
    select ${copyLocation('a', foreign)}, m.value::int, a.day_of_week, a.start_time, a.end_time
    from ${sourceRows('menu_availability', foreign)} a
      join jsonb_each_text(${idMapJson(menuMap)}::jsonb) m on a.menu_id = m.key::int`);
}

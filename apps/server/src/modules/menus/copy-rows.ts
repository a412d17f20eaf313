import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import type { items, menus, sections } from '../../db/schema/index.ts';
import { rawRows } from './raw-rows.ts';

type CopiedTable = typeof menus | typeof sections | typeof items;

/** Columns every copy takes: a draft without a publication date (spec part 1 §4). */
export const UNPUBLISHED = { published: sql`false`, published_at: sql`null::timestamptz` };

/** Old id → id of its copy. */
export type IdMap = Map<number, number>;

/** Columns a copy never takes from its original: its own id and timestamps. */
const FRESH_COLUMNS = new Set(['id', 'created_at', 'updated_at']);

/**
 * Copies the rows of `table` chosen by `where` (on alias `src`) in one statement, whatever their
 * number. Each copy takes a new id from the table's sequence first, so the answer can pair every
 * original with its copy (children then point at the right copies); `overrides` replace columns
 * with SQL expressions on `src` (e.g. the new parent, a new name, unpublished). Every other
 * column is copied as is, so a column added to the schema is copied without touching this code.
 */
export async function copyRows(
  tx: Tx,
  table: CopiedTable,
  where: SQL,
  overrides: Record<string, SQL> = {},
): Promise<IdMap> {
  const name = getTableName(table as PgTable);
  const columns = Object.values(getTableColumns(table as PgTable))
    .map((column) => column.name)
    .filter((column) => !FRESH_COLUMNS.has(column));
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
        from ${sql.identifier(name)} src where ${where} order by src.id
      ),
      copied as (
        insert into ${sql.identifier(name)} (id, ${targets})
        select map.new_id, ${values}
        from ${sql.identifier(name)} src join map on map.old_id = src.id
        returning id
      )
      select old_id, new_id from map`,
  );
  return new Map(rows.map((row) => [Number(row.old_id), Number(row.new_id)]));
}

/** A JSON object of an id map, for SQL lookups `(map ->> old_id::text)::int`. */
export function idMapJson(map: IdMap): string {
  return JSON.stringify(Object.fromEntries(map));
}

/** `src.<column>` replaced by its copy's id through `map`. */
export function remapped(column: string, map: IdMap): SQL {
  return sql`(${idMapJson(map)}::jsonb ->> src.${sql.identifier(column)}::text)::int`;
}

/** Copies the modifier-group links of the items in `itemMap` to their copies, same order. */
export async function copyOptionLinks(tx: Tx, itemMap: IdMap): Promise<void> {
  if (itemMap.size === 0) return;
  await tx.execute(sql`
    insert into item_option_groups (restaurant_id, item_id, option_group_id, "order")
    select l.restaurant_id, m.value::int, l.option_group_id, l."order"
    from item_option_groups l join jsonb_each_text(${idMapJson(itemMap)}::jsonb) m
      on l.item_id = m.key::int`);
}

/** Copies the availability week of each menu in `menuMap` to its copy. */
export async function copyAvailability(tx: Tx, menuMap: IdMap): Promise<void> {
  if (menuMap.size === 0) return;
  await tx.execute(sql`
    insert into menu_availability (restaurant_id, menu_id, day_of_week, start_time, end_time)
    select a.restaurant_id, m.value::int, a.day_of_week, a.start_time, a.end_time
    from menu_availability a join jsonb_each_text(${idMapJson(menuMap)}::jsonb) m
      on a.menu_id = m.key::int`);
}

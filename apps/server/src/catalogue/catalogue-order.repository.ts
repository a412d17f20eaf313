import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';

/** Tables whose rows carry a manual `order` among their siblings. */
export type OrderedTable =
  'menus' | 'sections' | 'items' | 'option_groups' | 'option_values' | 'menu_groups';

/**
 * The siblings of a row: the location's rows whose parent columns equal `parent` (a null parent
 * column, e.g. the `section_id` of items outside sections, matches null).
 */
export function siblingsOf(restaurantId: number, parent: Record<string, number | null>): SQL {
  const conditions = [sql`restaurant_id = ${restaurantId}`];
  for (const [column, value] of Object.entries(parent)) {
    conditions.push(sql`${sql.identifier(column)} is not distinct from ${value}::integer`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * Takes the location's catalogue-order lock until the transaction ends. Every write that hands
 * out or rewrites `order` values (create, duplicate, move, reorder) takes it first, before any
 * row lock. Without it, two such writes on one list at once either deadlock (each renumbers the
 * whole list, locking rows in its own order: a 500) or interleave (each computes positions from
 * what it read before the other committed) and leave two rows at one position; a duplicate could
 * also miss the items of a section moved away between its statements. Catalogue edits of one
 * location are few, so one lock per location costs nothing noticeable.
 */
export async function lockCatalogueOrder(tx: Tx, restaurantId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('catalogue_order'), ${restaurantId}::int)`,
  );
}

/** The position after the last sibling: where a new row goes (0 for the first). */
export async function nextOrder(tx: Tx, table: OrderedTable, siblings: SQL): Promise<number> {
  const [row] = await rawRows<{ next: number }>(
    tx,
    sql`select coalesce(max("order") + 1, 0)::int as next from ${sql.identifier(table)} where ${siblings}`,
  );
  return row?.next ?? 0;
}

/** The sibling ids in their current order (order, id). */
export async function orderedIds(tx: Tx, table: OrderedTable, siblings: SQL): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`select id from ${sql.identifier(table)} where ${siblings} order by "order", id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Gives `ids` the orders 0, 1, 2… in one statement (rows already in place are not rewritten). */
export async function setOrders(tx: Tx, table: OrderedTable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const positions = JSON.stringify(Object.fromEntries(ids.map((id, index) => [id, index])));
  await tx.execute(sql`
    update ${sql.identifier(table)} t set "order" = p.value::int
    from json_each_text(${positions}::json) p
    where t.id = p.key::int and t."order" <> p.value::int`);
}

/** Makes room right after position `after`: every sibling further down moves one place. */
export async function shiftAfter(
  tx: Tx,
  table: OrderedTable,
  siblings: SQL,
  after: number,
): Promise<void> {
  await tx.execute(
    sql`update ${sql.identifier(table)} set "order" = "order" + 1 where ${siblings} and "order" > ${after}`,
  );
}

/**
 * The rows `ids` of `table` at the location, with their `parents` columns (the list each belongs
 * to), locked until the transaction ends in id order; unknown ids and other locations' are absent.
 */
export async function lockListRows(
  tx: Tx,
  table: OrderedTable,
  restaurantId: number,
  parents: readonly string[],
  ids: readonly number[],
): Promise<Record<string, number | null>[]> {
  const parentColumns = parents.length
    ? sql`, ${sql.join(
        parents.map((column) => sql.identifier(column)),
        sql`, `,
      )}`
    : sql``;
  return rawRows<Record<string, number | null>>(
    tx,
    sql`select id ${parentColumns} from ${sql.identifier(table)}
        where restaurant_id = ${restaurantId}
          and id in (select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))
        order by id for update`,
  );
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { valuesIn } from './values-in.sql.ts';

/** A modifier group's selection rules, as the fitting of its options reads them. */
export interface GroupLimit {
  id: number;
  limit: number | null;
  allow_multiple_selection: boolean;
}

/** The columns of an option that fitting to its group's limit may change. */
export interface FittedValue {
  id: number;
  quantity: number | null;
  max_quantity: number;
  default_selection: boolean;
}

/** Queries on the modifier groups, options and item links a pull writes. */
export const posOptionsRepository = {
  async groupLimits(tx: Tx, groupIds: readonly number[]): Promise<GroupLimit[]> {
    return rawRows<GroupLimit>(
      tx,
      sql`select id, "limit", allow_multiple_selection from option_groups where id in ${valuesIn(groupIds, 'int')}`,
    );
  },

  /** The options of the groups, in (group, order, id). */
  async valuesOf(
    tx: Tx,
    groupIds: readonly number[],
  ): Promise<(FittedValue & { option_group_id: number })[]> {
    return rawRows<FittedValue & { option_group_id: number }>(
      tx,
      sql`select id, option_group_id, quantity, max_quantity, default_selection from option_values
        where option_group_id in ${valuesIn(groupIds, 'int')} order by option_group_id, "order", id`,
    );
  },

  /** Writes the fitted columns of `changed` options in one statement. */
  async updateFitted(tx: Tx, changed: readonly FittedValue[]): Promise<void> {
    await tx.execute(sql`
    update option_values v
    set max_quantity = x.max_quantity, default_selection = x.default_selection,
      quantity = x.quantity, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb)
      as x(id int, max_quantity int, default_selection boolean, quantity int)
    where v.id = x.id`);
  },

  /**
   * Makes the links between pulled items and pulled groups those of the catalogue: links the
   * catalogue no longer has are removed, new ones added after the item's other links. Links staff
   * made between a pulled item and a group of their own, or from their own items, stay.
   */
  async syncPulledLinks(
    tx: Tx,
    restaurantId: number,
    pairs: readonly { item_id: number; option_group_id: number; index: number }[],
  ): Promise<void> {
    const wanted = sql`jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb)
    as p(item_id int, option_group_id int, index int)`;
    await tx.execute(sql`
    delete from item_option_groups l using items i, option_groups g
    where l.item_id = i.id and l.option_group_id = g.id and l.restaurant_id = ${restaurantId}
      and i.pos_ref is not null and g.pos_ref is not null
      and not exists (select 1 from ${wanted}
        where p.item_id = l.item_id and p.option_group_id = l.option_group_id)`);
    if (pairs.length === 0) return;
    await tx.execute(sql`
    insert into item_option_groups (restaurant_id, item_id, option_group_id, "order")
    select ${restaurantId}::int, p.item_id, p.option_group_id,
      coalesce((select max(x."order") + 1 from item_option_groups x where x.item_id = p.item_id), 0)
        + p.index
    from ${wanted}
    on conflict do nothing`);
  },
};

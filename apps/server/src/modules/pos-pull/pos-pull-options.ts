import { fitOptionsToLimit } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../menus/raw-rows.ts';
import { valuesIn } from './pos-rows-sql.ts';

/**
 * Keeps the options of pulled groups fitted to their group's maximum, as every write path of
 * options does (docs/decisions/catalogue.md "Options are always stored fitted"): a pull may lower a
 * group's limit under what staff gave an option (`max_quantity`, default selections). Reads the
 * groups' options once, fits them with the domain's `fitOptionsToLimit`, and writes the ones that
 * changed in one statement.
 */
export async function fitPulledOptionValues(tx: Tx, groupIds: readonly number[]): Promise<void> {
  if (groupIds.length === 0) return;
  const groups = await rawRows<{
    id: number;
    limit: number | null;
    allow_multiple_selection: boolean;
  }>(
    tx,
    sql`select id, "limit", allow_multiple_selection from option_groups where id in ${valuesIn(groupIds, 'int')}`,
  );
  const values = await rawRows<{
    id: number;
    option_group_id: number;
    quantity: number | null;
    max_quantity: number;
    default_selection: boolean;
  }>(
    tx,
    sql`select id, option_group_id, quantity, max_quantity, default_selection from option_values
        where option_group_id in ${valuesIn(groupIds, 'int')} order by option_group_id, "order", id`,
  );
  const changed = groups.flatMap((group) => {
    const own = values.filter((value) => value.option_group_id === group.id);
    return fitOptionsToLimit(own, group).filter((fitted, index) => {
      const before = own[index]!;
      return (
        fitted.max_quantity !== before.max_quantity ||
        fitted.default_selection !== before.default_selection ||
        fitted.quantity !== before.quantity
      );
    });
  });
  if (changed.length === 0) return;
  await tx.execute(sql`
    update option_values v
    set max_quantity = x.max_quantity, default_selection = x.default_selection,
      quantity = x.quantity, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb)
      as x(id int, max_quantity int, default_selection boolean, quantity int)
    where v.id = x.id`);
}

/**
 * Makes the links between pulled items and pulled groups those of the catalogue: links the
 * catalogue no longer has are removed, new ones added after the item's other links. Links staff
 * made between a pulled item and a group of their own, or from their own items, stay.
 */
export async function syncPulledLinks(
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
}

import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** A row as `to_jsonb(row)` answers it: the exact stored values, ready for `ForeignRows`. */
export type StoredRow = Record<string, unknown> & { id?: number };

/**
 * Everything a replication copies, read once at the source location: the chosen menus with their
 * availability, sections, items and item–group links; the modifier groups those items use, with
 * the groups their options open (sub-groups, followed to any depth), and the options of all of
 * them; the menu groups' names (to match the target's); and, when asked, the menus' daily
 * (rotational) plan.
 */
export interface ReplicationSource {
  menus: StoredRow[];
  availability: StoredRow[];
  sections: StoredRow[];
  items: StoredRow[];
  links: StoredRow[];
  optionGroups: StoredRow[];
  optionValues: StoredRow[];
  menuGroupNames: Map<number, string>;
  rotationalMenus: StoredRow[];
  rotationalItems: StoredRow[];
}

async function rows(tx: Tx, query: SQL): Promise<StoredRow[]> {
  return (await rawRows<{ row: StoredRow }>(tx, query)).map((r) => r.row);
}

/** The chosen menus' ids and names (in the source location's transaction); `unknown_menus` when an id is not one of its menus. */
export async function readChosenMenus(
  tx: Tx,
  menuIds: readonly number[],
): Promise<{ id: number; name: string }[]> {
  const found = await rawRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from menus where id in ${idList(menuIds)}`,
  );
  if (found.length !== menuIds.length) throw new AppError('unknown_menus');
  return found;
}

const idList = (menuIds: readonly number[]) =>
  sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(menuIds)}::jsonb))`;

/** Reads the source in the source location's tenant transaction; `unknown_menus` when an id is not one of its menus. */
export async function readReplicationSource(
  tx: Tx,
  menuIds: readonly number[],
  withRotational: boolean,
): Promise<ReplicationSource> {
  const ids = idList(menuIds);
  const menus = await rows(
    tx,
    sql`select to_jsonb(m) as row from menus m where m.id in ${ids} order by m."order", m.id`,
  );
  if (menus.length !== menuIds.length) throw new AppError('unknown_menus');
  const items = await rows(
    tx,
    sql`select to_jsonb(i) as row from items i where i.menu_id in ${ids} order by i.id`,
  );
  const groups = sql`(
    with recursive g(id) as (
      select l.option_group_id from item_option_groups l join items i on i.id = l.item_id
      where i.menu_id in ${ids}
      union
      select v.sub_group_id from option_values v join g on v.option_group_id = g.id
      where v.sub_group_id is not null
    ) select id from g)`;
  const menuGroups = await rawRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from menu_groups where id in (select menu_group_id from menus where id in ${ids})`,
  );
  return {
    menus,
    items,
    availability: await rows(
      tx,
      sql`select to_jsonb(a) as row from menu_availability a where a.menu_id in ${ids}`,
    ),
    sections: await rows(
      tx,
      sql`select to_jsonb(s) as row from sections s where s.menu_id in ${ids} order by s.id`,
    ),
    links: await rows(
      tx,
      sql`select to_jsonb(l) as row from item_option_groups l
          join items i on i.id = l.item_id where i.menu_id in ${ids}`,
    ),
    optionGroups: await rows(
      tx,
      sql`select to_jsonb(og) as row from option_groups og where og.id in ${groups}
          order by og."order", og.id`,
    ),
    optionValues: await rows(
      tx,
      sql`select to_jsonb(v) as row from option_values v where v.option_group_id in ${groups}
          order by v.id`,
    ),
    menuGroupNames: new Map(menuGroups.map((group) => [Number(group.id), group.name])),
    rotationalMenus: withRotational
      ? await rows(
          tx,
          sql`select to_jsonb(r) as row from rotational_menus r where r.menu_id in ${ids}
              order by r.id`,
        )
      : [],
    rotationalItems: withRotational
      ? await rows(
          tx,
          sql`select to_jsonb(ri) as row from rotational_menu_items ri
              join rotational_menus r on r.id = ri.rotational_menu_id where r.menu_id in ${ids}`,
        )
      : [],
  };
}

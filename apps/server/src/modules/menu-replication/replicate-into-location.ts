import { menuNameKey, type LocationReplication, type ReplicatedMenu } from '@app/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  menus,
  optionGroups,
  optionValues,
  rotationalMenus,
  sections,
  items,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { lockCatalogueOrder, nextOrder, type OrderedTable } from '../menus/catalogue-order.ts';
import {
  copyAvailability,
  copyOptionLinks,
  copyRows,
  idMapJson,
  overwriteRows,
  remapped,
  type ForeignRows,
  type IdMap,
} from '../menus/copy-rows.ts';
import { rawRows } from '../menus/raw-rows.ts';
import type { ReplicationSource, StoredRow } from './read-replication-source.ts';

type Outcome = Omit<LocationReplication, 'restaurant_id' | 'status' | 'error'>;

const idOf = (row: StoredRow) => Number(row.id);

/** Target rows (id, name) of a location's table, by `menuNameKey` of their name; first in order wins. */
async function byName(tx: Tx, table: 'menus' | 'option_groups' | 'menu_groups') {
  const found = await rawRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from ${sql.identifier(table)} order by "order", id`,
  );
  const map = new Map<string, { id: number; name: string }>();
  for (const row of found) {
    const key = menuNameKey(row.name);
    if (!map.has(key)) map.set(key, { id: Number(row.id), name: row.name });
  }
  return map;
}

/** `order` of each copy: after the target's last sibling, in the originals' order. */
async function appendedOrder(
  tx: Tx,
  table: OrderedTable,
  restaurantId: number,
  originals: StoredRow[],
): Promise<SQL> {
  const base = await nextOrder(tx, table, sql`restaurant_id = ${restaurantId}`);
  const ranks = new Map(originals.map((row, index) => [idOf(row), base + index]));
  return remapped('id', ranks);
}

/**
 * The menus the target would lose: for each chosen menu, the target's first menu (in order) of
 * the same name, each target menu at most once. Answers chosen id → target id.
 */
export async function overwrittenMenus(tx: Tx, source: ReplicationSource): Promise<IdMap> {
  const targets = await byName(tx, 'menus');
  const pairs: IdMap = new Map();
  for (const menu of source.menus) {
    const key = menuNameKey(String(menu.name));
    const target = targets.get(key);
    if (target) {
      pairs.set(idOf(menu), target.id);
      targets.delete(key);
    }
  }
  return pairs;
}

/**
 * Copies the source into the location of `ctx` (its own tenant transaction `tx`, row-level
 * security on): see docs/decisions/menu-replication.md. Throws (so the caller's transaction
 * rolls back and the location is left unchanged) on an overwrite without `overwriteConfirmed`.
 */
export async function replicateIntoLocation(
  tx: Tx,
  ctx: CatalogueContext,
  source: ReplicationSource,
  options: { overwriteConfirmed: boolean; sourceRestaurantId: number },
): Promise<Outcome> {
  const restaurantId = ctx.restaurantId;
  const foreign = (rows: readonly unknown[]): ForeignRows => ({ rows, restaurantId });
  await lockCatalogueOrder(tx, restaurantId);

  // Menus: the same-named ones are overwritten in place (id, position and menu group kept, so
  // links such as event menus stay), the others are created at the end of the list.
  const overwritten = await overwrittenMenus(tx, source);
  if (overwritten.size > 0 && !options.overwriteConfirmed) {
    throw new AppError('replication_overwrite_unconfirmed');
  }
  const replaced = idMapJson(overwritten);
  const replacedIds = sql`(select value::int from jsonb_each_text(${replaced}::jsonb))`;
  await tx.execute(sql`delete from items where menu_id in ${replacedIds}`);
  await tx.execute(sql`delete from sections where menu_id in ${replacedIds}`);
  await tx.execute(sql`delete from menu_availability where menu_id in ${replacedIds}`);
  await tx.execute(sql`delete from rotational_menus where menu_id in ${replacedIds}`);
  await overwriteRows(tx, menus, overwritten, foreign(source.menus), ['order', 'menu_group_id']);

  const created = source.menus.filter((menu) => !overwritten.has(idOf(menu)));
  const targetGroups = await byName(tx, 'menu_groups');
  const menuGroupOf: IdMap = new Map();
  for (const menu of created) {
    const name = source.menuGroupNames.get(Number(menu.menu_group_id));
    const group = name === undefined ? undefined : targetGroups.get(menuNameKey(name));
    if (group) menuGroupOf.set(idOf(menu), group.id);
  }
  const createdMap = await copyRows(
    tx,
    menus,
    sql`true`,
    {
      order: await appendedOrder(tx, 'menus', restaurantId, created),
      menu_group_id: remapped('id', menuGroupOf),
    },
    foreign(created),
  );
  const menuMap: IdMap = new Map([...overwritten, ...createdMap]);
  await copyAvailability(tx, menuMap, foreign(source.availability));

  // Modifier groups: the target's group of the same name is used as it is; the others are copied
  // with their options (whose sub-groups point at the target's groups).
  const existingGroups = await byName(tx, 'option_groups');
  const groupMap: IdMap = new Map();
  const newGroups: StoredRow[] = [];
  for (const group of source.optionGroups) {
    const match = existingGroups.get(menuNameKey(String(group.name)));
    if (match) groupMap.set(idOf(group), match.id);
    else newGroups.push(group);
  }
  const newGroupMap = await copyRows(
    tx,
    optionGroups,
    sql`true`,
    { order: await appendedOrder(tx, 'option_groups', restaurantId, newGroups) },
    foreign(newGroups),
  );
  for (const [from, to] of newGroupMap) groupMap.set(from, to);
  await copyRows(
    tx,
    optionValues,
    sql`true`,
    {
      option_group_id: remapped('option_group_id', groupMap),
      sub_group_id: remapped('sub_group_id', groupMap),
    },
    foreign(source.optionValues.filter((value) => newGroupMap.has(Number(value.option_group_id)))),
  );

  const sectionMap = await copyRows(
    tx,
    sections,
    sql`true`,
    { menu_id: remapped('menu_id', menuMap) },
    foreign(source.sections),
  );
  const itemMap = await copyRows(
    tx,
    items,
    sql`true`,
    { menu_id: remapped('menu_id', menuMap), section_id: remapped('section_id', sectionMap) },
    foreign(source.items),
  );
  const links = source.links.map((link) => ({
    ...link,
    option_group_id: groupMap.get(Number(link.option_group_id)),
  }));
  await copyOptionLinks(tx, itemMap, foreign(links));

  const rotationalMap = await copyRows(
    tx,
    rotationalMenus,
    sql`true`,
    { menu_id: remapped('menu_id', menuMap) },
    foreign(source.rotationalMenus),
  );
  if (rotationalMap.size > 0) {
    await tx.execute(sql`
      insert into rotational_menu_items (restaurant_id, rotational_menu_id, item_id, "order")
      select ${restaurantId}::int, ${remapped('rotational_menu_id', rotationalMap)},
        ${remapped('item_id', itemMap)}, src."order"
      from jsonb_populate_recordset(null::rotational_menu_items,
        ${JSON.stringify(source.rotationalItems)}::jsonb) src`);
  }

  const report: ReplicatedMenu[] = source.menus.map((menu) => ({
    source_menu_id: idOf(menu),
    name: String(menu.name),
    menu_id: menuMap.get(idOf(menu))!,
    outcome: overwritten.has(idOf(menu)) ? 'overwritten' : 'created',
  }));
  for (const menu of report) {
    await recordCatalogueChange(tx, ctx, {
      entity: 'menu',
      entityId: menu.menu_id,
      action: 'replicate',
      before: menu.outcome === 'overwritten' ? { id: menu.menu_id } : null,
      after: {
        id: menu.menu_id,
        name: menu.name,
        replicated_from: {
          restaurant_id: options.sourceRestaurantId,
          menu_id: menu.source_menu_id,
        },
      },
    });
  }
  return {
    menus: report,
    option_groups_created: newGroupMap.size,
    rotational_menus_copied: rotationalMap.size,
  };
}

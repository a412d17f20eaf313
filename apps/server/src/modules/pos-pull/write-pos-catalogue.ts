import { fromCents, type PosCatalogue, type PosPullResult } from '@app/domain';
import { sql } from 'drizzle-orm';
import { analyzeTables } from '../../db/analyze-tables.ts';
import type { Tx } from '../../db/client.ts';
import type { PriceOption } from '../../db/schema/index.ts';
import { recordCatalogueChange } from '../menus/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { lockCatalogueOrder, nextOrder, siblingsOf } from '../menus/catalogue-order.ts';
import { rawRows } from '../menus/raw-rows.ts';
import {
  itemColumns,
  placeRows,
  plannedLinks,
  plannedOptionGroups,
  plannedSections,
  sectionRefOf,
} from './pos-catalogue-rows.ts';
import { posConnectionsRepository } from './pos-connections.repository.ts';
import { fitPulledOptionValues, syncPulledLinks } from './pos-pull-options.ts';
import { nextOrders, pulledRows, removeMissingPosRows, upsertPosRows } from './pos-rows-sql.ts';

/** The `pos_ref` of the menu a location's pulls fill (one per location). */
export const PULLED_MENU_REF = ':menu';

/** New rows beyond this many make the pull refresh the planner's statistics before linking. */
const ANALYZE_AFTER_CREATED = 500;

/** New sections, items and options are published; staff publish the menu when they are ready. */
const PUBLISHED = { published: sql`true`, published_at: sql`now()` };

const idsByRef = (earlier: Map<string, { id: number }>, written: Map<string, number>) =>
  new Map([...[...earlier].map(([ref, row]) => [ref, row.id] as const), ...written]);

/** The location's pulled menu; a first pull creates it, a draft at the end of the list. */
async function pulledMenu(tx: Tx, restaurantId: number, name: string) {
  const [found] = await rawRows<{ id: number }>(
    tx,
    sql`select id from menus where restaurant_id = ${restaurantId} and pos_ref = ${PULLED_MENU_REF}`,
  );
  if (found) return { id: Number(found.id), created: false };
  const order = await nextOrder(tx, 'menus', siblingsOf(restaurantId, {}));
  const [created] = await rawRows<{ id: number }>(
    tx,
    sql`insert into menus (restaurant_id, name, pos_ref, "order", published, allow_sections)
        values (${restaurantId}, ${name}, ${PULLED_MENU_REF}, ${order}, false, true) returning id`,
  );
  return { id: Number(created!.id), created: true };
}

/**
 * Writes a fetched catalogue into the location of `tx` (the pull's one tenant transaction), as
 * docs/decisions/pos-pull.md describes: rows are matched by `pos_ref`; what is new is
 * created (published, in a menu that starts as a draft), what the point of sale owns is updated
 * where it changed, what it no longer has is removed, and what staff made or own is kept. The
 * menu's `updated_at` is always set, so the web sees the pull's end from `GET /menus`. A few
 * statements per table whatever the size; any failure rolls everything back (the caller's
 * transaction).
 */
export async function writePosCatalogue(
  tx: Tx,
  ctx: CatalogueContext,
  catalogue: PosCatalogue,
  pull: { provider: string; menuName: string },
): Promise<PosPullResult> {
  const r = ctx.restaurantId;
  await lockCatalogueOrder(tx, r);
  const menu = await pulledMenu(tx, r, pull.menuName);

  const oldSections = await pulledRows(tx, 'sections', r, 'menu_id');
  const sections = placeRows(
    plannedSections(catalogue, ctx.primaryLanguage).map((s) => ({ ...s, parent: menu.id })),
    oldSections,
    await nextOrders(tx, 'sections', r, 'menu_id', [menu.id]),
  );
  const sectionsWritten = await upsertPosRows(tx, {
    table: 'sections',
    restaurantId: r,
    rows: sections.map(({ parent, ...row }) => ({ ...row, menu_id: parent })),
    owned: ['name', 'menu_id', 'order'],
    insertOnly: ['localization'],
    insertSql: PUBLISHED,
  });
  const sectionIds = idsByRef(oldSections, sectionsWritten.ids);
  // A pulled section staff moved to another menu comes back to the pulled menu; the items staff
  // added to it follow it there (the pulled ones are placed below).
  await tx.execute(sql`
    update items i set menu_id = s.menu_id, updated_at = now()
    from sections s
    where i.section_id = s.id and s.restaurant_id = ${r} and s.pos_ref is not null
      and i.menu_id <> s.menu_id`);

  const oldItems = await pulledRows<{ price_options: PriceOption[] }>(
    tx,
    'items',
    r,
    'section_id',
    ['price_options'],
  );
  const plannedItems = catalogue.items.map((item) => ({
    ...itemColumns(item, oldItems.get(item.ref)?.price_options),
    parent: sectionIds.get(sectionRefOf(item))!,
  }));
  const items = placeRows(
    plannedItems,
    oldItems,
    await nextOrders(tx, 'items', r, 'section_id', [...new Set(plannedItems.map((i) => i.parent))]),
  );
  const itemsWritten = await upsertPosRows(tx, {
    table: 'items',
    restaurantId: r,
    rows: items.map(({ parent, ...row }) => ({ ...row, menu_id: menu.id, section_id: parent })),
    owned: [
      'name',
      'description',
      'base_price',
      'default_price_name',
      'price_options',
      'sku',
      'menu_id',
      'section_id',
      'order',
    ],
    insertSql: PUBLISHED,
  });
  const itemIds = idsByRef(oldItems, itemsWritten.ids);

  const oldGroups = await pulledRows(tx, 'option_groups', r, null);
  const groups = placeRows(
    plannedOptionGroups(catalogue).map((g) => ({ ...g, parent: null })),
    oldGroups,
    await nextOrders(tx, 'option_groups', r, null, []),
  );
  const groupsWritten = await upsertPosRows(tx, {
    table: 'option_groups',
    restaurantId: r,
    rows: groups.map(({ parent: _none, ...row }) => row),
    owned: ['name', 'allow_multiple_selection', 'required', 'limit', 'order'],
    insertOnly: ['type'],
  });
  const groupIds = idsByRef(oldGroups, groupsWritten.ids);

  const oldValues = await pulledRows(tx, 'option_values', r, 'option_group_id');
  const plannedValues = catalogue.modifier_lists.flatMap((list) =>
    list.modifiers.map((modifier) => ({
      pos_ref: modifier.ref,
      name: modifier.name,
      price: fromCents(modifier.price_cents),
      product_id: modifier.ref,
      parent: groupIds.get(list.ref)!,
    })),
  );
  const values = placeRows(
    plannedValues,
    oldValues,
    await nextOrders(tx, 'option_values', r, 'option_group_id', [...groupIds.values()]),
  );
  const valuesWritten = await upsertPosRows(tx, {
    table: 'option_values',
    restaurantId: r,
    rows: values.map(({ parent, ...row }) => ({ ...row, option_group_id: parent })),
    owned: ['name', 'price', 'product_id', 'option_group_id', 'order'],
  });

  if (itemsWritten.created + valuesWritten.created >= ANALYZE_AFTER_CREATED) {
    await analyzeTables(tx, ['items', 'option_groups', 'item_option_groups', 'option_values']);
  }
  await syncPulledLinks(
    tx,
    r,
    plannedLinks(catalogue).map((link) => ({
      item_id: itemIds.get(link.item_ref)!,
      option_group_id: groupIds.get(link.group_ref)!,
      index: link.index,
    })),
  );

  // What the point of sale no longer has (links to it are gone already). Children first; a
  // section or group still holding rows staff added by hand is handed over to staff rather than
  // removed with them.
  const removed = {
    option_values: await removeMissingPosRows(
      tx,
      'option_values',
      r,
      plannedValues.map((v) => v.pos_ref),
    ),
    option_groups: await removeMissingPosRows(
      tx,
      'option_groups',
      r,
      groups.map((g) => g.pos_ref),
      sql`exists (select 1 from option_values v where v.option_group_id = t.id and v.pos_ref is null)`,
    ),
    items: await removeMissingPosRows(
      tx,
      'items',
      r,
      items.map((i) => i.pos_ref),
    ),
    sections: await removeMissingPosRows(
      tx,
      'sections',
      r,
      sections.map((s) => s.pos_ref),
      sql`exists (select 1 from items i where i.section_id = t.id and i.pos_ref is null)`,
    ),
  };

  await fitPulledOptionValues(
    tx,
    groups.map((g) => groupIds.get(g.pos_ref)!),
  );

  // Always, even when nothing changed: the web reads a pull's end from the latest update time.
  await tx.execute(sql`update menus set updated_at = now() where id = ${menu.id}`);
  await posConnectionsRepository.markPulled(tx, r);
  const counts = (written: { created: number; updated: number }, gone: number) => ({
    created: written.created,
    updated: written.updated,
    removed: gone,
  });
  const result: PosPullResult = {
    provider: pull.provider,
    menu_id: menu.id,
    menu_created: menu.created,
    sections: counts(sectionsWritten, removed.sections),
    items: counts(itemsWritten, removed.items),
    option_groups: counts(groupsWritten, removed.option_groups),
    option_values: counts(valuesWritten, removed.option_values),
  };
  await recordCatalogueChange(tx, ctx, {
    entity: 'menu',
    entityId: menu.id,
    action: 'pos_pull',
    before: null,
    after: result,
  });
  return result;
}

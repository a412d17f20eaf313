import { fromCents, type PosCatalogue, type PosPullResult, type PriceOption } from '@app/domain';
import { analyzeTables } from '../../db/analyze-tables.ts';
import type { Tx } from '../../db/client.ts';
import { recordCatalogueChange } from '../../catalogue/catalogue-change.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import {
  lockCatalogueOrder,
  nextOrder,
  siblingsOf,
} from '../../catalogue/catalogue-order.repository.ts';
import {
  itemColumns,
  placeRows,
  plannedLinks,
  plannedOptionGroups,
  plannedSections,
  sectionRefOf,
} from './pos-catalogue-rows.ts';
import { posConnectionsRepository } from './pos-connections.repository.ts';
import { posOptionsRepository } from './pos-options.repository.ts';
import { fitPulledOptionValues } from './pos-pull-options.ts';
import {
  findPulledMenu,
  insertPulledMenu,
  moveItemsWithPulledSections,
  nextOrders,
  pulledRows,
  removeMissingPosRows,
  touchMenu,
  upsertPosRows,
} from './pos-rows.repository.ts';

/** New rows beyond this many make the pull refresh the planner's statistics before linking. */
const ANALYZE_AFTER_CREATED = 500;

const idsByRef = (earlier: Map<string, { id: number }>, written: Map<string, number>) =>
  new Map([...[...earlier].map(([ref, row]) => [ref, row.id] as const), ...written]);

/** The location's pulled menu; a first pull creates it, a draft at the end of the list. */
async function pulledMenu(tx: Tx, restaurantId: number, name: string) {
  const found = await findPulledMenu(tx, restaurantId);
  if (found !== null) return { id: found, created: false };
  const order = await nextOrder(tx, 'menus', siblingsOf(restaurantId, {}));
  return { id: await insertPulledMenu(tx, restaurantId, name, order), created: true };
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
    publishOnInsert: true,
  });
  const sectionIds = idsByRef(oldSections, sectionsWritten.ids);
  // A pulled section staff moved to another menu comes back to the pulled menu; the items staff
  // added to it follow it there (the pulled ones are placed below).
  await moveItemsWithPulledSections(tx, r);

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
    publishOnInsert: true,
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
  await posOptionsRepository.syncPulledLinks(
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
    ),
  };

  await fitPulledOptionValues(
    tx,
    groups.map((g) => groupIds.get(g.pos_ref)!),
  );

  // Always, even when nothing changed: the web reads a pull's end from the latest update time.
  await touchMenu(tx, menu.id);
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

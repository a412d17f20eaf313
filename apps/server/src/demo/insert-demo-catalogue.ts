import type { Tx } from '../db/client.ts';
import {
  items,
  menuAvailability,
  menuGroups,
  menus,
  sections,
  taxRates,
} from '../db/schema/index.ts';
import type { DemoCatalogue } from './demo-catalogue-types.ts';
import { demoItemValues } from './demo-item-values.ts';
import { localizedName, slugify } from './demo-text.ts';
import { insertDemoOptionGroups } from './insert-demo-option-groups.ts';

export interface DemoItemRow {
  id: number;
  restaurant_id: number;
  menu_id: number;
  name: string;
  base_price: number;
  section_slug: string | null;
}

export interface DemoCatalogueRows {
  menus: { id: number; restaurant_id: number; name: string }[];
  items: DemoItemRow[];
}

/**
 * Inserts the catalogues of several locations with one statement per table (menu groups, menus,
 * sections, items, hours, modifier groups and values, item-modifier links, tax rates). Rows come
 * back from `INSERT … RETURNING` in the order of their VALUES, which is how children find their
 * parents.
 */
export async function insertDemoCatalogues(
  tx: Tx,
  catalogues: [number, DemoCatalogue][],
): Promise<DemoCatalogueRows> {
  const now = new Date();
  const groupId = await insertDemoMenuGroups(tx, catalogues);
  const menuList = catalogues.flatMap(([restaurantId, catalogue]) =>
    catalogue.menus.map((menu, order) => ({ restaurantId, menu, order })),
  );
  const menuRows = await tx
    .insert(menus)
    .values(
      menuList.map(({ restaurantId, menu, order }) => ({
        restaurant_id: restaurantId,
        name: menu.name,
        description: menu.description ?? null,
        slug: slugify(menu.name),
        menu_group_id: menu.group ? groupOf(groupId, restaurantId, menu.group) : null,
        dine_in: menu.dine_in ?? false,
        on_demand: menu.on_demand ?? false,
        scheduled: menu.scheduled ?? false,
        event_package: menu.event_package ?? false,
        access_level: menu.access_level ?? 'unrestricted',
        allow_sections: menu.sections !== undefined,
        order,
        localization: localizedName(menu.fr, menu.descriptionFr),
        published: menu.published ?? true,
        published_at: menu.published === false ? null : now,
      })),
    )
    .returning({ id: menus.id, restaurant_id: menus.restaurant_id, name: menus.name });

  const sectionList = menuList.flatMap(({ restaurantId, menu }, index) =>
    (menu.sections ?? []).map((section, order) => ({
      restaurantId,
      menuId: menuRows[index]!.id,
      taxRate: menu.taxRate,
      section,
      order,
    })),
  );
  const sectionRows = sectionList.length
    ? await tx
        .insert(sections)
        .values(
          sectionList.map(({ restaurantId, menuId, section, order }) => ({
            restaurant_id: restaurantId,
            menu_id: menuId,
            name: section.name,
            description: section.description ?? null,
            slug: slugify(section.name),
            order,
            localization: localizedName(section.fr, section.descriptionFr),
            published: true,
            published_at: now,
          })),
        )
        .returning({ id: sections.id, slug: sections.slug })
    : [];

  const itemList = [
    ...menuList.flatMap(({ restaurantId, menu }, index) =>
      (menu.items ?? []).map((item, order) => ({
        item,
        sectionSlug: null as string | null,
        place: {
          restaurantId,
          menuId: menuRows[index]!.id,
          sectionId: null as number | null,
          accounting: menu.accounting,
          taxRate: menu.taxRate,
          order,
        },
      })),
    ),
    ...sectionList.flatMap(({ restaurantId, menuId, taxRate, section }, index) =>
      section.items.map((item, order) => ({
        item,
        sectionSlug: sectionRows[index]!.slug,
        place: {
          restaurantId,
          menuId,
          sectionId: sectionRows[index]!.id,
          accounting: section.accounting,
          taxRate,
          order,
        },
      })),
    ),
  ];
  const itemRows = await tx
    .insert(items)
    .values(itemList.map((entry) => demoItemValues(entry.item, entry.place, now)))
    .returning({
      id: items.id,
      restaurant_id: items.restaurant_id,
      menu_id: items.menu_id,
      name: items.name,
      base_price: items.base_price,
    });

  await tx.insert(menuAvailability).values(
    menuList.flatMap(({ restaurantId, menu }, index) =>
      menu.hours.flatMap((hours) =>
        hours.days.map((day) => ({
          restaurant_id: restaurantId,
          menu_id: menuRows[index]!.id,
          day_of_week: day,
          start_time: hours.start,
          end_time: hours.end,
        })),
      ),
    ),
  );

  await insertDemoOptionGroups(
    tx,
    catalogues,
    itemList.map((entry, index) => ({
      item: entry.item,
      id: itemRows[index]!.id,
      restaurantId: entry.place.restaurantId,
    })),
  );
  await tx.insert(taxRates).values(
    catalogues.flatMap(([restaurantId, catalogue]) =>
      catalogue.taxRates.map((rate) => ({
        restaurant_id: restaurantId,
        code: rate.code,
        label: rate.label,
        value: rate.value,
        is_default: rate.default,
      })),
    ),
  );

  return {
    menus: menuRows,
    items: itemRows.map((row, index) => ({ ...row, section_slug: itemList[index]!.sectionSlug })),
  };
}

/** The menu groups of the catalogues, answered as ids by `restaurantId:key`. */
async function insertDemoMenuGroups(
  tx: Tx,
  catalogues: [number, DemoCatalogue][],
): Promise<Map<string, number>> {
  const groupList = catalogues.flatMap(([restaurantId, catalogue]) =>
    (catalogue.menuGroups ?? []).map((group, order) => ({ restaurantId, group, order })),
  );
  if (groupList.length === 0) return new Map();
  const rows = await tx
    .insert(menuGroups)
    .values(
      groupList.map(({ restaurantId, group, order }) => ({
        restaurant_id: restaurantId,
        name: group.name,
        order,
        localization: localizedName(group.fr),
      })),
    )
    .returning({ id: menuGroups.id });
  return new Map(
    groupList.map(({ restaurantId, group }, index) => [
      `${restaurantId}:${group.key}`,
      rows[index]!.id,
    ]),
  );
}

function groupOf(groupId: Map<string, number>, restaurantId: number, key: string): number {
  const id = groupId.get(`${restaurantId}:${key}`);
  if (id === undefined) throw new Error(`demo data: unknown menu group ${key}`);
  return id;
}

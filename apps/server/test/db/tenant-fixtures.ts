import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import {
  changeHistory,
  itemOptionGroups,
  items,
  menuAvailability,
  menus,
  optionGroups,
  optionValues,
  orders,
  restaurants,
  sections,
} from '../../src/db/schema/index.ts';

export interface Location {
  id: number;
  menuId: number;
  itemIds: number[];
  orderIds: number[];
}

/**
 * A location with a small catalogue and two orders, written through the owner connection (which
 * bypasses row-level security, as the identity service and the demo loader do).
 */
export async function createLocation(db: Db, label: string): Promise<Location> {
  const suffix = randomBytes(4).toString('hex');
  const [location] = await db
    .insert(restaurants)
    .values({ name: `${label} ${suffix}`, slug: `${label.toLowerCase()}-${suffix}` })
    .returning({ id: restaurants.id });
  const restaurant_id = location!.id;
  const [menu] = await db
    .insert(menus)
    .values({ restaurant_id, name: `${label} lunch`, published: true })
    .returning({ id: menus.id });
  const menu_id = menu!.id;
  await db
    .insert(menuAvailability)
    .values({ restaurant_id, menu_id, day_of_week: 1, start_time: '11:00', end_time: '14:00' });
  const [section] = await db
    .insert(sections)
    .values({ restaurant_id, menu_id, name: `${label} mains` })
    .returning({ id: sections.id });
  const itemRows = await db
    .insert(items)
    .values([
      { restaurant_id, menu_id, section_id: section!.id, name: `${label} soup`, base_price: 4.5 },
      { restaurant_id, menu_id, section_id: section!.id, name: `${label} salad`, base_price: 7.25 },
    ])
    .returning({ id: items.id });
  const [group] = await db
    .insert(optionGroups)
    .values({ restaurant_id, name: `${label} sides` })
    .returning({ id: optionGroups.id });
  await db
    .insert(optionValues)
    .values({ restaurant_id, option_group_id: group!.id, name: 'Bread', price: 0.5 });
  await db
    .insert(itemOptionGroups)
    .values({ restaurant_id, item_id: itemRows[0]!.id, option_group_id: group!.id });
  const orderRows = await db
    .insert(orders)
    .values([
      { restaurant_id, type: 'take_out', order_number: 1, total: 4.5, data: { items: [] } },
      {
        restaurant_id,
        type: 'dine_in',
        order_number: 2,
        status: 'completed',
        total: 7.25,
        data: { items: [] },
      },
    ])
    .returning({ id: orders.id });
  await db
    .insert(changeHistory)
    .values({ restaurant_id, entity: 'menu', entity_id: menu_id, action: 'create' });
  return {
    id: restaurant_id,
    menuId: menu_id,
    itemIds: itemRows.map((r) => r.id),
    orderIds: orderRows.map((r) => r.id),
  };
}

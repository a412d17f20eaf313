import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  eventSuites,
  events,
  items,
  menus,
  optionGroups,
  optionValues,
  orderCounters,
  restaurants,
  suites,
} from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { failureOf, rowsOf, sql } from './database-queries.ts';
import { createLocation, type Location } from './tenant-fixtures.ts';

describe('schema behaviour', () => {
  let database: Database;
  let a: Location;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createLocation(database.db, 'Alpha');
  });
  afterAll(async () => {
    await database.close();
  });

  it('applies the defaults of the spec', async () => {
    const [menu] = await database.db.select().from(menus).where(eq(menus.id, a.menuId));
    expect(menu).toMatchObject({
      access_level: 'unrestricted',
      max_orders_per_interval: 0,
      published: true,
    });
    const [item] = await database.db.select().from(items).where(eq(items.id, a.itemIds[0]!));
    expect(item).toMatchObject({
      tax_rebate_eligibility: 'eligible',
      auto_restock: 'disabled',
      default_price_name: 'Regular',
      allergens: [],
      diets: [],
      price_options: [],
    });
    const [group] = await database.db
      .select()
      .from(optionGroups)
      .where(eq(optionGroups.restaurant_id, a.id));
    expect(group?.type).toBe('addons');
    const [value] = await database.db
      .select()
      .from(optionValues)
      .where(eq(optionValues.restaurant_id, a.id));
    expect(value?.max_quantity).toBe(1);
  });

  it('reads money back as numbers with two decimals', async () => {
    const [row] = await database.db
      .update(items)
      .set({ base_price: 12.345, price: 3 })
      .where(eq(items.id, a.itemIds[0]!))
      .returning({ base_price: items.base_price, price: items.price });
    expect(row).toEqual({ base_price: 12.35, price: 3 });
  });

  it('hands out order numbers per location, one after the other', async () => {
    const next = () =>
      withTenant(database.db, a.id, async (tx) => {
        const [row] = await tx
          .insert(orderCounters)
          .values({ restaurant_id: a.id, last_number: 1 })
          .onConflictDoUpdate({
            target: orderCounters.restaurant_id,
            set: { last_number: sql`${orderCounters.last_number} + 1` },
          })
          .returning({ n: orderCounters.last_number });
        return row!.n;
      });
    const numbers = [await next(), await next(), await next()];
    expect(numbers).toEqual([1, 2, 3]);
  });

  it('refuses to delete a suite that an event uses, and deletes the assignment with its event', async () => {
    const [suite] = await database.db
      .insert(suites)
      .values({ restaurant_id: a.id, name: 'Suite 1' })
      .returning();
    const [event] = await database.db
      .insert(events)
      .values({ restaurant_id: a.id, title: 'Game', start_date: new Date('2030-01-01T18:00:00Z') })
      .returning();
    await database.db
      .insert(eventSuites)
      .values({ restaurant_id: a.id, event_id: event!.id, suite_id: suite!.id });
    expect(await failureOf(() => database.db.delete(suites).where(eq(suites.id, suite!.id)))).toBe(
      '23503',
    );
    await database.db.delete(events).where(eq(events.id, event!.id));
    expect(
      await database.db.select().from(eventSuites).where(eq(eventSuites.event_id, event!.id)),
    ).toEqual([]);
  });

  it('answers a deep menu read through the relations, inside the tenant', async () => {
    const menu = await withTenant(database.db, a.id, (tx) =>
      tx.query.menus.findFirst({
        where: eq(menus.id, a.menuId),
        with: {
          availability: true,
          sections: {
            with: {
              items: {
                with: { option_groups: { with: { option_group: { with: { values: true } } } } },
              },
            },
          },
        },
      }),
    );
    expect(menu?.availability).toHaveLength(1);
    const sectionItems = menu?.sections[0]?.items ?? [];
    expect(sectionItems).toHaveLength(2);
    const soup = sectionItems.find((item) => item.option_groups.length > 0);
    expect(soup?.option_groups[0]?.option_group.values.map((v) => v.name)).toEqual(['Bread']);
  });

  it('deleting a location removes everything it owns', async () => {
    const doomed = await createLocation(database.db, 'Doomed');
    await database.db.delete(restaurants).where(eq(restaurants.id, doomed.id));
    const left = await rowsOf<{ n: number }>(
      database.db,
      sql`select (select count(*) from menus where restaurant_id = ${doomed.id})
               + (select count(*) from items where restaurant_id = ${doomed.id})
               + (select count(*) from orders where restaurant_id = ${doomed.id})
               + (select count(*) from option_values where restaurant_id = ${doomed.id}) as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
  });
});

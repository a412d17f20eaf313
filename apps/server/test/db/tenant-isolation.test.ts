import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { items, menus, orders, sections } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { failureOf, RLS_VIOLATION, rowsOf, sql } from './database-queries.ts';
import { createLocation, type Location } from './tenant-fixtures.ts';

/** Tables every location of the fixture has rows in; each query below has no restaurant_id filter. */
const TENANT_TABLES = [
  'restaurants',
  'menus',
  'menu_availability',
  'sections',
  'items',
  'option_groups',
  'option_values',
  'item_option_groups',
  'orders',
  'change_history',
] as const;

describe('tenant isolation by row-level security', () => {
  let database: Database;
  let a: Location;
  let b: Location;

  const ownerCount = async (table: string, restaurantId: number) => {
    const column = table === 'restaurants' ? 'id' : 'restaurant_id';
    const [row] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${restaurantId}`,
    );
    return row!.n;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createLocation(database.db, 'Alpha');
    b = await createLocation(database.db, 'Bravo');
  });
  afterAll(async () => {
    await database.close();
  });

  it.each(TENANT_TABLES)('a tenant sees only its own rows of %s', async (table) => {
    const column = table === 'restaurants' ? 'id' : 'restaurant_id';
    const seen = await withTenant(database.db, a.id, (tx) =>
      rowsOf<{ owner: number }>(
        tx,
        sql`select ${sql.identifier(column)} as owner from ${sql.identifier(table)}`,
      ),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBe(await ownerCount(table, a.id));
    expect(new Set(seen.map((r) => r.owner))).toEqual(new Set([a.id]));
  });

  it('the query builder is confined the same way', async () => {
    const seen = await withTenant(database.db, a.id, (tx) =>
      tx.select({ id: menus.id }).from(menus),
    );
    expect(seen).toEqual([{ id: a.menuId }]);
  });

  it('an unfiltered update changes only the tenant rows', async () => {
    const changed = await withTenant(database.db, a.id, (tx) =>
      rowsOf<{ restaurant_id: number }>(
        tx,
        sql`update items set name = 'x' returning restaurant_id`,
      ),
    );
    expect(changed.map((r) => r.restaurant_id)).toEqual(a.itemIds.map(() => a.id));
    const bNames = await database.db
      .select({ name: items.name })
      .from(items)
      .where(inArray(items.id, b.itemIds));
    expect(bNames.map((r) => r.name).sort()).toEqual(['Bravo salad', 'Bravo soup']);
  });

  it('an unfiltered delete removes only the tenant rows', async () => {
    const deleted = await withTenant(database.db, a.id, (tx) =>
      rowsOf<{ id: number; restaurant_id: number }>(
        tx,
        sql`delete from orders returning id, restaurant_id`,
      ),
    );
    expect(deleted.map((r) => r.id).sort()).toEqual([...a.orderIds].sort());
    expect(await ownerCount('orders', a.id)).toBe(0);
    expect(await ownerCount('orders', b.id)).toBe(2);
  });

  it("another location's row cannot be reached even by its id", async () => {
    const touched = await withTenant(database.db, a.id, async (tx) => {
      const updated = await tx
        .update(menus)
        .set({ name: 'stolen' })
        .where(eq(menus.id, b.menuId))
        .returning();
      const removed = await tx.delete(sections).where(eq(sections.menu_id, b.menuId)).returning();
      return updated.length + removed.length;
    });
    expect(touched).toBe(0);
    const [menu] = await database.db
      .select({ name: menus.name })
      .from(menus)
      .where(eq(menus.id, b.menuId));
    expect(menu?.name).toBe('Bravo lunch');
  });

  it('inserting a row for another location is refused', async () => {
    const code = await failureOf(() =>
      withTenant(database.db, a.id, (tx) =>
        tx.insert(menus).values({ restaurant_id: b.id, name: 'planted' }),
      ),
    );
    expect(code).toBe(RLS_VIOLATION);
    const orderCode = await failureOf(() =>
      withTenant(database.db, a.id, (tx) =>
        tx.execute(
          sql`insert into orders (restaurant_id, type, data) values (${b.id}, 'take_out', '{}')`,
        ),
      ),
    );
    expect(orderCode).toBe(RLS_VIOLATION);
    expect(await ownerCount('menus', b.id)).toBe(1);
  });

  it('moving a row to another location is refused', async () => {
    const code = await failureOf(() =>
      withTenant(database.db, a.id, (tx) =>
        tx.update(menus).set({ restaurant_id: b.id }).where(eq(menus.id, a.menuId)),
      ),
    );
    expect(code).toBe(RLS_VIOLATION);
    const [menu] = await database.db
      .select({ owner: menus.restaurant_id })
      .from(menus)
      .where(eq(menus.id, a.menuId));
    expect(menu?.owner).toBe(a.id);
  });

  it('a child cannot be attached to a parent of another location', async () => {
    // RLS lets the row in (it is A's), the composite foreign key (restaurant_id, menu_id) does not.
    const code = await failureOf(() =>
      withTenant(database.db, a.id, (tx) =>
        tx.insert(sections).values({ restaurant_id: a.id, menu_id: b.menuId, name: 'hijack' }),
      ),
    );
    expect(code).toBe('23503');
  });

  it("leaves the other location's rows untouched", async () => {
    for (const table of TENANT_TABLES) {
      expect(await ownerCount(table, b.id), table).toBeGreaterThan(0);
    }
    const bOrders = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.restaurant_id, b.id));
    expect(bOrders.map((o) => o.id).sort()).toEqual([...b.orderIds].sort());
  });

  it('outside a tenant the app role sees nothing and writes nothing', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      const counts: Record<string, number> = {};
      for (const table of TENANT_TABLES) {
        const [row] = await rowsOf<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        );
        counts[table] = row!.n;
      }
      return counts;
    });
    expect(Object.values(seen).every((n) => n === 0)).toBe(true);
    const code = await failureOf(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local role app_user`);
        await tx.insert(menus).values({ restaurant_id: a.id, name: 'no tenant' });
      }),
    );
    expect(code).toBe(RLS_VIOLATION);
  });

  it('an empty tenant setting is no tenant', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.restaurant_id', '', true)`);
      await tx.execute(sql`set local role app_user`);
      return rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from menus`);
    });
    expect(seen[0]?.n).toBe(0);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { items, menus } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { rowsOf, sql } from './database-queries.ts';
import { createLocation, type Location } from './tenant-fixtures.ts';

describe('withTenant', () => {
  let database: Database;
  let a: Location;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createLocation(database.db, 'Alpha');
  });
  afterAll(async () => {
    await database.close();
  });

  it('is all or nothing: a throw rolls back every write made inside it', async () => {
    const failure = withTenant(database.db, a.id, async (tx) => {
      await tx.insert(menus).values({ restaurant_id: a.id, name: 'half-made' });
      await tx.update(items).set({ name: 'renamed' }).where(eq(items.menu_id, a.menuId));
      throw new Error('availability failed');
    });
    await expect(failure).rejects.toThrow('availability failed');
    const made = await database.db.select().from(menus).where(eq(menus.name, 'half-made'));
    expect(made).toEqual([]);
    const names = await database.db
      .select({ name: items.name })
      .from(items)
      .where(eq(items.menu_id, a.menuId));
    expect(names.map((n) => n.name).sort()).toEqual(['Alpha salad', 'Alpha soup']);
  });

  it('commits when the work succeeds and returns its value', async () => {
    const id = await withTenant(database.db, a.id, async (tx) => {
      const [menu] = await tx
        .insert(menus)
        .values({ restaurant_id: a.id, name: 'kept' })
        .returning({ id: menus.id });
      return menu!.id;
    });
    const [menu] = await database.db
      .select({ name: menus.name })
      .from(menus)
      .where(eq(menus.id, id));
    expect(menu?.name).toBe('kept');
  });

  it('leaves neither the tenant nor the role behind on the connection', async () => {
    await withTenant(database.db, a.id, async () => undefined);
    // Several reads, so that with a pool they land on the connection the transaction used.
    for (let i = 0; i < 12; i += 1) {
      const [row] = await rowsOf<{ tenant: string | null; is_app_user: boolean }>(
        database.db,
        sql`select nullif(current_setting('app.restaurant_id', true), '') as tenant,
                   current_user = 'app_user' as is_app_user`,
      );
      expect(row).toEqual({ tenant: null, is_app_user: false });
    }
  });

  it('refuses anything but a location id', async () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      await expect(withTenant(database.db, bad, async () => undefined)).rejects.toThrow(
        /location id/,
      );
    }
  });
});

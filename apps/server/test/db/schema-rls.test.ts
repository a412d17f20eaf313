import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOnlyTables, type Database } from '../../src/db/client.ts';
import { createEmptyDatabase, migrateDatabase, rowsOf, sql } from './database-queries.ts';

/**
 * Tables that carry `restaurant_id` but deliberately have no tenant policy, with the reason.
 * Adding a table here is a decision to be reviewed, never a way to make this test pass.
 */
const WITHOUT_TENANT_POLICY: Record<string, string> = {
  user_restaurants: 'identity: read by the sign-in service outside any tenant transaction',
};

/** Tenant tables whose `restaurant_id` has no foreign key to `restaurants`, with the reason. */
const WITHOUT_RESTAURANT_FK: Record<string, string> = {
  change_history: 'existing table (0001); history rows are purged by age, not with the location',
};

interface TenantTable {
  table: string;
  rls: boolean;
  policies: number;
}

interface Policy {
  table: string;
  name: string;
  roles: string[] | string;
  qual: string | null;
  with_check: string | null;
}

describe('migrations', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('give the tenant role no privilege on the owner-only tables (identity, mail, images, rate limits) but queueing mail', async () => {
    const granted = await rowsOf<{ table: string; privilege: string }>(
      database.db,
      sql`select table_name as "table", privilege_type as privilege
          from information_schema.role_table_grants
          where grantee = 'app_user' and table_schema = 'public'`,
    );
    const names = granted.map((row) => row.table);
    expect(names).toContain('menus');
    for (const table of ownerOnlyTables.filter((name) => name !== 'mail_outbox')) {
      expect(names).not.toContain(table);
    }
    // An invoice's mail is queued in the order's transaction; the outbox is never read back.
    expect(granted.filter((row) => row.table === 'mail_outbox')).toEqual([
      { table: 'mail_outbox', privilege: 'INSERT' },
    ]);
  });

  it('apply on an empty database, and a second run changes nothing', async () => {
    await migrateDatabase(database);
    const applied = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.n).toBeGreaterThanOrEqual(3);
  });

  it('enable row-level security with a policy on every table that has restaurant_id', async () => {
    const tables = await rowsOf<TenantTable>(
      database.db,
      sql`select c.relname as "table", c.relrowsecurity as rls,
            (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'
            and exists (select 1 from pg_attribute a
                        where a.attrelid = c.oid and a.attname = 'restaurant_id' and not a.attisdropped)
          order by 1`,
    );
    const names = tables.map((t) => t.table);
    expect(names).toEqual(
      expect.arrayContaining(['menus', 'sections', 'items', 'orders', 'change_history']),
    );
    const unprotected = tables
      .filter((t) => !(t.table in WITHOUT_TENANT_POLICY))
      .filter((t) => !t.rls || t.policies === 0)
      .map((t) => t.table);
    expect(unprotected).toEqual([]);
  });

  it('protects the locations table itself by its id', async () => {
    const [row] = await rowsOf<{ rls: boolean }>(
      database.db,
      sql`select relrowsecurity as rls from pg_class where oid = 'public.restaurants'::regclass`,
    );
    expect(row?.rls).toBe(true);
  });

  it('writes every policy for app_user against the transaction tenant, checking writes too', async () => {
    const policies = await rowsOf<Policy>(
      database.db,
      sql`select tablename as "table", policyname as name, roles, qual, with_check, cmd
          from pg_policies where schemaname = 'public'`,
    );
    expect(policies.length).toBeGreaterThan(30);
    for (const policy of policies) {
      const roles = Array.isArray(policy.roles) ? policy.roles : String(policy.roles);
      expect(roles, policy.name).toContain('app_user');
      expect(policy.qual ?? '', policy.name).toContain("current_setting('app.restaurant_id'");
    }
    const writable = await rowsOf<{ name: string; with_check: string | null }>(
      database.db,
      sql`select policyname as name, with_check from pg_policies
          where schemaname = 'public' and cmd in ('ALL', 'INSERT', 'UPDATE')`,
    );
    for (const policy of writable) {
      expect(policy.with_check ?? '', policy.name).toContain("current_setting('app.restaurant_id'");
    }
  });

  it('ties every tenant restaurant_id to a location by a foreign key', async () => {
    const missing = await rowsOf<{ table: string }>(
      database.db,
      sql`select c.relname as "table"
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attname = 'restaurant_id' and not a.attisdropped
          where n.nspname = 'public' and c.relkind = 'r'
            and not exists (
              select 1 from pg_constraint k
              where k.conrelid = c.oid and k.contype = 'f'
                and k.confrelid = 'public.restaurants'::regclass and k.conkey = array[a.attnum])
          order by 1`,
    );
    expect(missing.map((m) => m.table).filter((t) => !(t in WITHOUT_RESTAURANT_FK))).toEqual([]);
  });

  it('gives the tenant role no way around the policies', async () => {
    const [role] = await rowsOf<{ rolsuper: boolean; rolbypassrls: boolean }>(
      database.db,
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = 'app_user'`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_class c join pg_roles r on r.oid = c.relowner
          where r.rolname = 'app_user'`,
    );
    expect(owned[0]?.n).toBe(0);
  });
});

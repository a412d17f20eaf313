import { sql } from 'drizzle-orm';
import { integer, pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/**
 * The database role every tenant transaction switches to (`SET LOCAL ROLE app_user`). It does
 * not own the tables and has no BYPASSRLS, so the policies below apply to it. It is created by
 * the first migration (idempotently: roles are cluster-wide).
 */
export const appUser = pgRole('app_user').existing();

/** The tenant of the running transaction, or NULL outside a tenant transaction. */
export const currentTenant = sql`nullif(current_setting('app.restaurant_id', true), '')::integer`;

/** Row-level security for a table whose rows belong to one location through `column`. */
export function tenantPolicy(table: string, column = 'restaurant_id') {
  const own = sql`${sql.identifier(column)} = ${currentTenant}`;
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    to: appUser,
    for: 'all',
    using: own,
    withCheck: own,
  });
}

/** The `restaurant_id` column every tenant-owned table carries. */
export const restaurantId = () => integer('restaurant_id').notNull();

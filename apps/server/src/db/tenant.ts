import { sql } from 'drizzle-orm';
import { bindTenantStatement, tenantTransactionOf, type Db, type Tx } from './client.ts';

/**
 * Runs `work` in a transaction bound to one location: the tenant id is set for the transaction
 * and the connection switches to `app_user`, so row-level security refuses every row of another
 * location even when a query forgets its `restaurant_id` filter. All or nothing: any throw rolls
 * the whole transaction back. On PostgreSQL the transaction begins and takes the settings in one
 * round trip (`tenantTransactionOnPool` in client.ts); on PGlite, as below.
 */
export async function withTenant<T>(
  db: Db,
  restaurantId: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(restaurantId) || restaurantId <= 0) {
    throw new Error(`withTenant needs a location id, got ${String(restaurantId)}`);
  }
  const begin = tenantTransactionOf(db);
  if (begin) return begin(restaurantId, work);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(bindTenantStatement(restaurantId)));
    return work(tx);
  });
}

/**
 * Binds an open `withTenant` transaction to another location: row-level security follows from
 * the next statement on. Only for work that must be all or nothing across locations (menu
 * replication: every target or none); the caller has checked the user may act at each.
 */
export async function switchTenant(tx: Tx, restaurantId: number): Promise<void> {
  if (!Number.isSafeInteger(restaurantId) || restaurantId <= 0) {
    throw new Error(`switchTenant needs a location id, got ${String(restaurantId)}`);
  }
  await tx.execute(sql`select set_config('app.restaurant_id', ${String(restaurantId)}, true)`);
}

import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { publishedMenuSnapshots } from '../db/schema/index.ts';

/**
 * The location's published-menus snapshot lock (transaction-scoped advisory lock). Catalogue
 * changes take it shared when they mark the snapshot stale; a rebuild takes it exclusive before
 * it reads the catalogue, so it waits for every change already marked to commit and every later
 * change waits for the rebuild — a rebuild can never clear the mark of a change it did not see.
 */
export async function lockPublishedMenus(
  tx: Tx,
  restaurantId: number,
  mode: 'shared' | 'exclusive',
): Promise<void> {
  const lock = sql.raw(
    mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock',
  );
  await tx.execute(sql`select ${lock}(hashtext('published_menus'), ${restaurantId}::int)`);
}

/**
 * Marks the location's published menus stale, in the caller's transaction: the next read
 * rebuilds them (and the static per-location file). Called by every catalogue change
 * (`recordCatalogueChange`). Changes do not queue behind each other here: the row is written
 * only when it is not stale already (or missing).
 */
export async function markPublishedMenusStale(tx: Tx, restaurantId: number): Promise<void> {
  await lockPublishedMenus(tx, restaurantId, 'shared');
  // An UPDATE whose condition fails on the committed row takes no row lock (ON CONFLICT DO
  // UPDATE would lock it even then), so changes of a location only meet on the first mark.
  const marked = await tx
    .update(publishedMenuSnapshots)
    .set({ stale: true, updated_at: new Date() })
    .where(
      and(
        eq(publishedMenuSnapshots.restaurant_id, restaurantId),
        eq(publishedMenuSnapshots.stale, false),
      ),
    )
    .returning({ id: publishedMenuSnapshots.restaurant_id });
  if (marked.length > 0) return;
  await tx
    .insert(publishedMenuSnapshots)
    .values({ restaurant_id: restaurantId, stale: true })
    .onConflictDoNothing();
}

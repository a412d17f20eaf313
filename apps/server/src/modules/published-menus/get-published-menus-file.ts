import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { AppError } from '../../errors/app-error.ts';
import type { PublishedMenusSnapshot } from './build-published-menus.ts';
import { currentPublishedMenus } from './published-menus-snapshot.ts';

/**
 * `GET /published-menus/{restaurantSlug}.json` (no sign-in): the location's published menus as
 * the static file the client tries first — the same snapshot as `get-published-menus-optimized`,
 * read (or rebuilt once after a change) under the location's row-level security. 404 for a slug
 * no location has.
 */
export async function getPublishedMenusFile(
  database: Database,
  slug: string,
): Promise<PublishedMenusSnapshot> {
  const [location] = await database.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.slug, slug))
    .limit(1);
  if (!location) throw new AppError('not_found');
  return withTenant(database.db, location.id, (tx) => currentPublishedMenus(tx, location.id));
}

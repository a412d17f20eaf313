import type { Location } from '@app/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menus } from '../../db/schema/index.ts';
import { listLocations, type ListLocationsOptions } from './list-locations.ts';

export type LocationWithMenus = Location & { menus: { id: number; name: string }[] };

/**
 * `POST /restaurants/list-with-menus`: the same locations, each with its menus (drafts
 * included, in menu order) for pickers such as menu replication. One query for all menus.
 */
export async function listLocationsWithMenus(
  db: Db,
  options: ListLocationsOptions,
): Promise<LocationWithMenus[]> {
  const locations = await listLocations(db, options);
  if (locations.length === 0) return [];
  const rows = await db
    .select({ id: menus.id, name: menus.name, restaurant_id: menus.restaurant_id })
    .from(menus)
    .where(
      inArray(
        menus.restaurant_id,
        locations.map((location) => location.id),
      ),
    )
    .orderBy(asc(menus.order), asc(menus.id));
  return locations.map((location) => ({
    ...location,
    menus: rows
      .filter((row) => row.restaurant_id === location.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}

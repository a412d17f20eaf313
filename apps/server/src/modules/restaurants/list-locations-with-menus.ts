import type { Location } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { listLocations, type ListLocationsOptions } from './list-locations.ts';
import { restaurantsRepository } from './restaurants.repository.ts';

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
  const rows = await restaurantsRepository.menusOf(
    db,
    locations.map((location) => location.id),
  );
  return locations.map((location) => ({
    ...location,
    menus: rows
      .filter((row) => row.restaurant_id === location.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}

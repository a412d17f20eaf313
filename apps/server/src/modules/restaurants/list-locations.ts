import type { Location } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { toLocation } from './location-response.ts';
import { restaurantsRepository } from './restaurants.repository.ts';

export interface ListLocationsOptions {
  /** The token's locations, in token order: the only ones ever answered. */
  authorised: number[];
  /** Locations the caller asks for (body `restaurants`); absent = all of the token's. */
  requested?: number[] | undefined;
  /** Keep only locations in at least one of these groups (query `groups=a,b`). */
  groups?: string[] | undefined;
}

/** The ids to read: the token's, narrowed to the requested ones, in token order. */
export function authorisedIds({ authorised, requested }: ListLocationsOptions): number[] {
  if (!requested) return authorised;
  const wanted = new Set(requested);
  return authorised.filter((id) => wanted.has(id));
}

/** `POST /restaurants/list`: the caller's locations, never one outside the token. */
export async function listLocations(db: Db, options: ListLocationsOptions): Promise<Location[]> {
  const rows = await restaurantsRepository.listByIds(db, authorisedIds(options), options.groups);
  return rows.map(toLocation);
}

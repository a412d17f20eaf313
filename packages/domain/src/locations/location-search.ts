import { matchesEveryWord } from '../text/text-search.ts';

/** What the search reads of a location. */
interface Searchable {
  name: string;
  slug: string;
}

/** Spec part 1 §9: the selector lists at most 5 recent locations and 5 search results. */
export const MAX_RECENT_LOCATIONS = 5;
export const MAX_LOCATION_RESULTS = 5;

/** Locations whose name or slug contains every word of the term, accents and case ignored. */
export function filterLocations<T extends Searchable>(locations: readonly T[], term: string): T[] {
  return locations.filter((location) => matchesEveryWord([location.name, location.slug], term));
}

/** The selector's search: the first matches only. */
export function searchLocations<T extends Searchable>(locations: readonly T[], term: string): T[] {
  return filterLocations(locations, term).slice(0, MAX_LOCATION_RESULTS);
}

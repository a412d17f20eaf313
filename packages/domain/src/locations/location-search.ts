/** What the search reads of a location. */
interface Searchable {
  name: string;
  slug: string;
}

/** Spec part 1 §9: the selector lists at most 5 recent locations and 5 search results. */
export const MAX_RECENT_LOCATIONS = 5;
export const MAX_LOCATION_RESULTS = 5;

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Locations whose name or slug contains every word of the term, accents and case ignored. */
export function filterLocations<T extends Searchable>(locations: readonly T[], term: string): T[] {
  const words = fold(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...locations];
  return locations.filter((location) => {
    const haystack = fold(`${location.name} ${location.slug}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The selector's search: the first matches only. */
export function searchLocations<T extends Searchable>(locations: readonly T[], term: string): T[] {
  return filterLocations(locations, term).slice(0, MAX_LOCATION_RESULTS);
}

import type { Item, Locale, PublishedMenu } from '@app/domain';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { filterItems } from '#shared/catalogue/item-filter.ts';

/** A shelf of the item browser: a published section, or the menu's items outside sections. */
export interface Shelf {
  key: string;
  /** null: the items outside sections ("Other items"), or search results. */
  title: string | null;
  items: Item[];
}

/** Every section's shelf: the value of the section chips when none is chosen. */
export const ALL_SHELVES = 'all';

/** Items a guest could see: hidden and unpublished ones are never offered. */
function offered(items: readonly Item[]): Item[] {
  return items.filter((item) => item.published && !item.is_hidden);
}

/** The menu's published sections, then its loose items, each with something to offer. */
export function shelvesOf(menu: PublishedMenu, locale: Locale): Shelf[] {
  const sections = menu.sections
    .filter((section) => section.published)
    .map((section) => ({
      key: String(section.id),
      title: localizedName(section, locale),
      items: offered(section.items),
    }));
  const loose = { key: 'loose', title: null, items: offered(menu.items) };
  return [...sections, loose].filter((shelf) => shelf.items.length > 0);
}

/** What the browser shows: one shelf of search results, or the chosen section (or all). */
export function visibleShelves(shelves: readonly Shelf[], term: string, section: string): Shelf[] {
  if (term.trim() !== '') {
    const items = filterItems(
      shelves.flatMap((shelf) => shelf.items),
      term,
    );
    return [{ key: 'results', title: null, items }];
  }
  return shelves.filter((shelf) => section === ALL_SHELVES || shelf.key === section);
}

import { z } from 'zod';
import type { Item } from '../catalogue/item-schemas.ts';
import type { AvailabilityEntry } from '../catalogue/menu-schemas.ts';
import { crossesMidnight, dayOpenings } from '../catalogue/opening-hours.ts';
import { itemPriceAt } from '../catalogue/price-schedule.ts';
import type { Instant } from '../dates/date-format.ts';
import { dayOfWeekOf } from '../dates/days-of-week.ts';
import { menuOpenToGuests } from './order-type-rules.ts';
import { ZPublicBranding } from '../settings/appearance.ts';
import { ZPublishedMenu, type PublishedMenu } from './published-menus.ts';
import { isMenuOpenAt } from './scheduling.ts';

/**
 * The public web menu of a location (spec part 1 §2 "Go to menu"): what anyone may read without
 * signing in, as `GET /api/published-menus/{slug}.json` serves it. The location says what the page
 * needs to show it (its name, the time zone its menu hours are read in, its languages); the menus
 * are the published menus guests may see (`publicMenusOf`). The branding is how the page looks
 * (settings → appearance) and the location's image.
 */
export const ZPublicLocation = z.object({
  name: z.string(),
  slug: z.string(),
  time_zone: z.string(),
  locales: z.array(z.string()),
});
export type PublicLocation = z.infer<typeof ZPublicLocation>;

export const ZPublicMenuFile = z.object({
  location: ZPublicLocation,
  branding: ZPublicBranding,
  menus: z.array(ZPublishedMenu),
});
export type PublicMenuFile = z.infer<typeof ZPublicMenuFile>;

function shown(item: Item): boolean {
  return item.published && !item.is_hidden;
}

/**
 * The published menus the public may see: no staff-only menu (`menuOpenToGuests`), and — whatever
 * the menus were built from — no unpublished section, no unpublished or hidden item.
 */
export function publicMenusOf(menus: readonly PublishedMenu[]): PublishedMenu[] {
  return menus
    .filter((menu) => menu.published && menuOpenToGuests(menu))
    .map((menu) => ({
      ...menu,
      sections: menu.sections
        .filter((section) => section.published)
        .map((section) => ({ ...section, items: section.items.filter(shown) })),
      items: menu.items.filter(shown),
    }));
}

/** What the public page says of an item at an instant. */
export interface PublicItemNow {
  /** The price then (its price schedule's), else its base price. */
  price: number;
  sold_out: boolean;
  /** Orderable then: its menu is open, it is not sold out and its price schedule offers it. */
  available: boolean;
}

/**
 * An item of a public menu at `at`, read in the location's time zone: the menu's hours
 * (`isMenuOpenAt`), the item's sold-out flag and its price schedule (`itemPriceAt`).
 */
export function publicItemAt(
  item: Item,
  menu: Pick<PublishedMenu, 'availability'>,
  at: Instant,
  timeZone: string,
): PublicItemNow {
  const scheduled = itemPriceAt(item, at, timeZone);
  return {
    price: scheduled.available ? scheduled.price : item.base_price,
    sold_out: item.sold_out,
    available:
      !item.sold_out && scheduled.available && isMenuOpenAt(menu.availability, at, timeZone),
  };
}

/**
 * The menu's hours on the day of `at` in the location's time zone, earliest first, as `HH:mm`
 * pairs (an end of `23:59` reads `24:00`: it runs to the end of the day). Hours that run past
 * midnight show their end with `nextDay` (22:00–02:00), and the next day starts with the part
 * after midnight (00:00–02:00). Empty when the menu is not open that day (`dayOpenings`).
 */
export function menuHoursOn(
  availability: readonly AvailabilityEntry[],
  at: Instant,
  timeZone: string,
): { start: string; end: string; nextDay: boolean }[] {
  const day = dayOfWeekOf(at, timeZone);
  if (day === null) return [];
  return dayOpenings(availability, day).map(({ entry }) => {
    const { day_of_week, start_time, end_time } = availability[entry]!;
    const end = end_time.startsWith('23:59') ? '24:00' : end_time.slice(0, 5);
    if (day_of_week !== day) return { start: '00:00', end, nextDay: false };
    return { start: start_time.slice(0, 5), end, nextDay: crossesMidnight(start_time, end_time) };
  });
}

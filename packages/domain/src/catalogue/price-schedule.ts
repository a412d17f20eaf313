import { z } from 'zod';
import { fromCents, toCents } from '../money/cents.ts';
import { DEFAULT_TIME_ZONE, zonedParts, type Instant } from '../dates/date-format.ts';
import { dayOfWeekOf } from '../dates/days-of-week.ts';

/**
 * An item's price schedule (spec part 1 §5, §9): 7 days (index 0 = Monday … 6 = Sunday) × 96
 * quarter-hour slots (index 0 = 00:00–00:15 … 95 = 23:45–24:00) in the location's time zone.
 * Each day is a string of 96 one-character slot codes:
 *
 * - `-` the item's regular price (`base_price`);
 * - `x` or `X` the item cannot be ordered in that slot;
 * - any other letter or digit: a price code, whose amount is `additional_prices[code]`. A code
 *   missing from the additional prices makes the item unavailable in that slot, as the spec says.
 *
 * An item without a schedule (`null`) sells at its regular price at all times.
 */
export const SLOTS_PER_DAY = 96;
export const SLOT_MINUTES = 15;
export const REGULAR_SLOT = '-';
export const UNAVAILABLE_SLOT = 'x';

export const ZPriceScheduleDay = z.string().regex(/^[-A-Za-z0-9]{96}$/);
export const ZPriceSchedule = z.array(ZPriceScheduleDay).length(7);
export type PriceSchedule = z.infer<typeof ZPriceSchedule>;

/** A price code: one letter or digit other than x. */
export const ZPriceCode = z.string().regex(/^[A-WYZa-wyz0-9]$/);
export type AdditionalPrices = Record<string, number>;

export function isUnavailableCode(code: string): boolean {
  return code === 'x' || code === 'X';
}

/** A schedule where every slot sells at the regular price (the editor's starting point). */
export function regularSchedule(): PriceSchedule {
  return Array.from({ length: 7 }, () => REGULAR_SLOT.repeat(SLOTS_PER_DAY));
}

/** The slot of an instant in a time zone: day 1 (Monday) … 7 and slot 0 … 95. */
export function scheduleSlotAt(
  instant: Instant,
  timeZone: string = DEFAULT_TIME_ZONE,
): { day: number; slot: number } | null {
  const parts = zonedParts(instant, timeZone);
  const day = dayOfWeekOf(instant, timeZone);
  if (!parts || day === null) return null;
  const minutes = (Number(parts.hour) % 24) * 60 + Number(parts.minute);
  return { day, slot: Math.floor(minutes / SLOT_MINUTES) };
}

export interface SchedulePricedItem {
  base_price: number;
  price_schedule?: PriceSchedule | null;
  additional_prices?: AdditionalPrices | null;
}

export type ItemPriceAt = { available: true; price: number } | { available: false };

/**
 * The price of an item at an instant, read in the location's time zone, or unavailable when its
 * schedule says so (a slot coded x, or a code missing from the additional prices). Only the price
 * schedule is read here: sold-out, hidden and menu hours are the order rules' business.
 */
export function itemPriceAt(
  item: SchedulePricedItem,
  instant: Instant,
  timeZone: string = DEFAULT_TIME_ZONE,
): ItemPriceAt {
  const schedule = item.price_schedule;
  if (!schedule) return { available: true, price: item.base_price };
  const at = scheduleSlotAt(instant, timeZone);
  if (!at) return { available: false };
  const code = schedule[at.day - 1]?.[at.slot];
  if (code === undefined || isUnavailableCode(code)) return { available: false };
  if (code === REGULAR_SLOT) return { available: true, price: item.base_price };
  const price = item.additional_prices?.[code];
  if (price === undefined || price === null) return { available: false };
  return { available: true, price: fromCents(toCents(price)) };
}

/**
 * Paints a rectangle of slots with one code: days `fromDay…toDay` (1–7, either order) and slots
 * `fromSlot…toSlot` (0–95, either order), as the editor's drag does. Corners past the grid are
 * brought back to its edge (a drag may end outside it). Returns a new schedule. Throws
 * `RangeError` when `code` is not one slot code (`-`, `x`, a letter or a digit), which would
 * break the 96-slot days.
 */
export function paintSchedule(
  schedule: PriceSchedule,
  corners: { fromDay: number; toDay: number; fromSlot: number; toSlot: number },
  code: string,
): PriceSchedule {
  if (!/^[-A-Za-z0-9]$/.test(code)) throw new RangeError(`Not a slot code: ${code}`);
  const [dayLow, dayHigh] = [corners.fromDay, corners.toDay].sort((a, b) => a - b) as [
    number,
    number,
  ];
  const [slotLow, slotHigh] = [corners.fromSlot, corners.toSlot].sort((a, b) => a - b) as [
    number,
    number,
  ];
  const from = Math.min(SLOTS_PER_DAY - 1, Math.max(0, slotLow));
  const to = Math.min(SLOTS_PER_DAY - 1, Math.max(0, slotHigh));
  return schedule.map((day, index) => {
    const dayNumber = index + 1;
    if (dayNumber < dayLow || dayNumber > dayHigh) return day;
    return day.slice(0, from) + code.repeat(to - from + 1) + day.slice(to + 1);
  });
}

/** `HH:mm` at the start of a slot (slot 96 reads 24:00, the end of the day). */
export function slotStartTime(slot: number): string {
  const minutes = slot * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether every slot sells at the regular price, i.e. the schedule changes nothing. */
export function isRegularSchedule(schedule: PriceSchedule | null | undefined): boolean {
  return !schedule || schedule.every((day) => /^-+$/.test(day));
}

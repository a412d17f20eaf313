import { defaultLocale, type Locale } from '../i18n/locale.ts';

const collators = new Map<string, { base: Intl.Collator; variant: Intl.Collator }>();

function collatorsFor(locale: Locale) {
  let found = collators.get(locale);
  if (!found) {
    found = {
      base: new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }),
      variant: new Intl.Collator(locale, { numeric: true, sensitivity: 'variant' }),
    };
    collators.set(locale, found);
  }
  return found;
}

/**
 * Natural name order for `Array.prototype.sort`: digit runs compare as numbers ("Item 2"
 * before "Item 10"), letter case and accents are ignored ("école" sorts with "Ecole"), using
 * the collation of `locale`. Names equal under those rules are then ordered by case and
 * accents, then by code units, so the order is total and stable across runs.
 */
export function naturalCompare(a: string, b: string, locale: Locale = defaultLocale): number {
  const { base, variant } = collatorsFor(locale);
  return base.compare(a, b) || variant.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export type SortDirection = 'asc' | 'desc';
export type DateInput = Date | string | number | null | undefined;

function timeOf(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * Date order for `Array.prototype.sort`, oldest first (`asc`, default) or newest first
 * (`desc`). Missing or invalid dates always come last, whatever the direction. Accepts Date
 * objects, ISO 8601 text and epoch milliseconds.
 */
export function compareDates(a: DateInput, b: DateInput, direction: SortDirection = 'asc'): number {
  const timeA = timeOf(a);
  const timeB = timeOf(b);
  if (timeA === null || timeB === null) return (timeA === null ? 1 : 0) - (timeB === null ? 1 : 0);
  return direction === 'asc' ? timeA - timeB : timeB - timeA;
}

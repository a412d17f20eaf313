import type { Locale } from '../i18n/locale.ts';
import { readNumber } from '../text/decimal-text.ts';
import { assertCents, fromCents, MAX_MONEY_DOLLARS, toCents } from './cents.ts';

const formatters = new Map<Locale, Intl.NumberFormat>();

function formatterFor(locale: Locale): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * An amount in cents shown as Canadian dollars: `$12.50` in en-CA, `12,50 $` in fr-CA.
 * In French the spaces (before `$` and between thousands, `1 234,50 $`) are no-break spaces
 * U+00A0, so the amount never wraps; ICU versions that use the narrow no-break space U+202F
 * for thousands are normalised to U+00A0 so the text is the same on every machine.
 * Negative amounts start with `-`; zero is never shown as `-0`. Throws for non-integer cents.
 */
export function formatMoney(cents: number, locale: Locale): string {
  assertCents(cents);
  return formatterFor(locale)
    .format(fromCents(cents === 0 ? 0 : cents))
    .replace(/[\u202f\u2009]/g, '\u00a0');
}

/**
 * Reads a price typed in a form (spec: "written with two decimals and must be 0 or more,
 * otherwise a default is used"): decimal text or a number, rounded to the cent; the fallback
 * when it is empty, not a number or negative.
 */
export function parsePriceInput(input: unknown, fallback = 0): number {
  const number = readNumber(input);
  if (number === null || number < 0 || number > MAX_MONEY_DOLLARS) return fallback;
  // Text is rounded from its digits as written, numbers from their shortest decimal form.
  return fromCents(toCents(typeof input === 'string' ? input : number));
}

/** A price written with two decimals for a form field: `12.5` → `"12.50"` (rounded to the cent). */
export function formatPriceInput(price: number): string {
  return fromCents(toCents(price)).toFixed(2);
}

/** Reads a whole number typed in a form, rounded half up; the fallback when not a number. */
export function parseIntegerInput(input: unknown, fallback = 0): number {
  const number = readNumber(input);
  return number === null ? fallback : Math.round(number) + 0;
}

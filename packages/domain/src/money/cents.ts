import { parseDecimalText } from '../text/decimal-text.ts';

/**
 * Money is computed in integer cents (CAD) and sent as numbers with at most 2 decimals.
 * Conversions read the decimal digits as written (`1.005` is one dollar and half a cent,
 * not the binary float just under it) and round half a cent away from zero: 1.005 → 101,
 * -1.005 → -101, 0.004 → 0.
 */

/**
 * Largest amount handled, one trillion dollars: below it every amount of cents survives the
 * trip to a JSON number with 2 decimals and back (above ~4.5e13 dollars a double can no longer
 * hold every cent).
 */
export const MAX_MONEY_DOLLARS = 1e12;
export const MAX_MONEY_CENTS = MAX_MONEY_DOLLARS * 100;

function decimalTextOf(value: number): string {
  // Below 1e-6 `String` switches to exponent notation; such amounts round to 0 cents anyway.
  return Math.abs(value) < 1e-6 ? '0' : String(value);
}

/**
 * Cents of an amount in dollars, given as a number or as decimal text (`.` or `,` separator,
 * see `parseDecimalText`). Rounds half a cent away from zero. Throws `RangeError` for text that
 * is not a decimal number, for non-finite numbers and beyond ±`MAX_MONEY_DOLLARS`.
 */
export function toCents(amount: number | string): number {
  if (typeof amount === 'number' && !Number.isFinite(amount)) {
    throw new RangeError(`Not an amount: ${amount}`);
  }
  if (typeof amount === 'number' && Math.abs(amount) > MAX_MONEY_DOLLARS) {
    throw new RangeError(`Amount too large: ${amount}`);
  }
  const text = typeof amount === 'number' ? decimalTextOf(amount) : amount;
  const parts = parseDecimalText(text);
  if (!parts) throw new RangeError(`Not an amount: ${JSON.stringify(amount)}`);
  const fraction = parts.fraction.padEnd(3, '0');
  let cents = Number(parts.whole) * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  if (!(cents <= MAX_MONEY_CENTS)) throw new RangeError(`Amount too large: ${text}`);
  return parts.negative && cents !== 0 ? -cents : cents;
}

/** Dollars of an amount in cents, as the number with at most 2 decimals sent in JSON. */
export function fromCents(cents: number): number {
  assertCents(cents);
  return cents / 100 + 0;
}

/** An amount in dollars rounded to the cent (half a cent away from zero). */
export function roundMoney(amount: number): number {
  return fromCents(toCents(amount));
}

/** Throws `RangeError` unless `cents` is an integer within ±`MAX_MONEY_CENTS`. */
export function assertCents(cents: number): void {
  if (!Number.isInteger(cents) || Math.abs(cents) > MAX_MONEY_CENTS) {
    throw new RangeError(`Not an amount of cents: ${cents}`);
  }
}

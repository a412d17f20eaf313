import { assertCents, MAX_MONEY_CENTS, toCents } from '../../money/cents.ts';
import { parseDecimalText } from '../../text/decimal-text.ts';
import type { ChargeValue } from './costs.ts';

/** 100 % in thousandths of a percent: the most a discount, charge or tip percentage may be. */
const MAX_CHARGE_MILLI_PERCENT = 100_000;
/** A rate in thousandths of a percent applies to a base as `base × rate / 100 000`. */
const MILLI_PERCENT_DIVISOR = 100_000n;

/** Thousandths of a percent of decimal text (`"9.975"` → 9975), half away from zero; null if negative. */
function milliPercentOf(text: string): number | null {
  const parts = parseDecimalText(text);
  if (!parts || parts.negative) return null;
  const fraction = parts.fraction.padEnd(4, '0');
  let milli = Number(parts.whole) * 1000 + Number(fraction.slice(0, 3));
  if (Number(fraction[3]) >= 5) milli += 1;
  return milli <= MAX_CHARGE_MILLI_PERCENT ? milli : null;
}

/** Cents of decimal text in dollars; null if negative, unreadable or beyond the money maximum. */
function dollarCentsOf(text: string): number | null {
  const parts = parseDecimalText(text);
  if (!parts || parts.negative) return null;
  try {
    return toCents(text);
  } catch {
    return null;
  }
}

/**
 * Reads a charge, discount or tip as the spec writes it (part 2 §5): a string ending in `$` is a
 * fixed amount in dollars (`"5$"`, `"5.50 $"`, `"5,50 $"`, with any spaces, also no-break ones),
 * anything else a percentage (`"10"`, `"9.975"`, `"7,5"`, and `"10 %"` as people type it). A
 * number is a percentage. Dollars are rounded to the cent and percentages to the thousandth of a
 * percent, half away from zero. Returns null for empty, negative (any `-` sign) or unreadable
 * values and for percentages above 100.
 */
export function parseChargeValue(value: string | number | null | undefined): ChargeValue | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0 || value > 100) return null;
    // Below 1e-6 `String` writes an exponent; such a percentage rounds to 0 anyway.
    const milliPercent = milliPercentOf(value < 1e-6 ? '0' : String(value));
    return milliPercent === null ? null : { type: 'percentage', milliPercent };
  }
  const text = value.trim();
  if (text.endsWith('$')) {
    const cents = dollarCentsOf(text.slice(0, -1).trim());
    return cents === null ? null : { type: 'dollar', cents };
  }
  const milliPercent = milliPercentOf(text.replace(/%$/, '').trim());
  return milliPercent === null ? null : { type: 'percentage', milliPercent };
}

/**
 * A charge value written the way `parseChargeValue` reads it back: `"5$"`, `"5.50$"`, `"10"`,
 * `"9.975"` (the form stored in order costs and shown in settings).
 */
export function formatChargeValue(value: ChargeValue): string {
  if (value.type === 'percentage') return String(value.milliPercent / 1000);
  const text = value.cents % 100 === 0 ? String(value.cents / 100) : (value.cents / 100).toFixed(2);
  return `${text}$`;
}

/**
 * Cents of `milliPercent` (thousandths of a percent: 13 % = 13000) of `baseCents`, rounded half a
 * cent away from zero. Exact: computed on BigInt, so no float ever rounds the wrong way
 * (`percentOf(50, 13000)` is 6.5 cents → 7). Throws `RangeError` when `baseCents` is not an amount
 * of cents (see `assertCents`), `milliPercent` is not a safe integer, or the result is beyond
 * `MAX_MONEY_CENTS`.
 */
export function percentOf(baseCents: number, milliPercent: number): number {
  assertCents(baseCents);
  if (!Number.isSafeInteger(milliPercent)) {
    throw new RangeError(`Not a rate in thousandths of a percent: ${milliPercent}`);
  }
  const product = BigInt(baseCents) * BigInt(milliPercent);
  let cents = product / MILLI_PERCENT_DIVISOR;
  const remainder = product % MILLI_PERCENT_DIVISOR;
  const doubled = 2n * (remainder < 0n ? -remainder : remainder);
  if (doubled >= MILLI_PERCENT_DIVISOR) cents += product < 0n ? -1n : 1n;
  if (cents > BigInt(MAX_MONEY_CENTS) || cents < -BigInt(MAX_MONEY_CENTS)) {
    throw new RangeError(`Amount too large: ${cents} cents`);
  }
  return Number(cents);
}

/**
 * The amount a charge value takes on a base: its fixed cents, or its percentage of the base. Never
 * below 0: a negative base or value counts as 0. Throws `RangeError` for non-integer cents.
 */
export function chargeOf(value: ChargeValue, baseCents: number): number {
  if (value.type === 'dollar') {
    assertCents(value.cents);
    return Math.max(0, value.cents);
  }
  return percentOf(Math.max(0, baseCents), Math.max(0, value.milliPercent));
}

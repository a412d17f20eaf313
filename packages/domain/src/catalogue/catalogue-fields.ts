import { z } from 'zod';
import { fromCents, toCents } from '../money/cents.ts';
import { readNumber } from '../text/decimal-text.ts';
import {
  CATALOGUE_DESCRIPTION_MAX_LENGTH,
  CATALOGUE_NAME_MAX_LENGTH,
  CATALOGUE_PRICE_MAX,
} from './catalogue-constants.ts';
import { zOptionalText, zRequiredText } from '../validation/zod-fields.ts';
import { addValidationIssue, refineWith } from '../validation/zod-issues.ts';
import { checkMaxLength, checkPlainText } from '../validation/text-rules.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';
import { checkInt32, INT32_MAX } from '../validation/number-rules.ts';

/**
 * Per-language text of a catalogue object, e.g. `{ "fr": { "name": "…", "description": "…" } }`.
 * The object's own fields hold the primary language; this holds the optional secondary one.
 */
export const ZLocalization = z.record(
  z.string().min(2).max(10),
  z.record(z.string().max(60), z.string().max(CATALOGUE_DESCRIPTION_MAX_LENGTH).nullable()),
);
export type Localization = z.infer<typeof ZLocalization>;

/** The rules of one secondary-language text: names like primary names, other texts may span lines. */
function checkLocalizedText(key: string, text: string): ValidationIssue | null {
  if (key === 'name') {
    return checkMaxLength(text, CATALOGUE_NAME_MAX_LENGTH) ?? checkPlainText(text);
  }
  return checkPlainText(text, { multiLine: true });
}

/**
 * `ZLocalization` as requests send it: a secondary name follows the primary name's rules (length,
 * no control character), every other text refuses control characters but may span lines.
 */
export const ZLocalizationInput = ZLocalization.superRefine((localization, ctx) => {
  for (const [language, texts] of Object.entries(localization)) {
    for (const [key, text] of Object.entries(texts)) {
      const issue = text === null ? null : checkLocalizedText(key, text);
      if (issue) addValidationIssue(ctx, issue, [language, key]);
    }
  }
});

/** The primary-language name: required to save (spec part 1 §5). */
export const zCatalogueName = () => zRequiredText({ maxLength: CATALOGUE_NAME_MAX_LENGTH });

/** An optional description; rich text is sanitised by the server before it is stored. */
export const zDescription = () =>
  zOptionalText({ maxLength: CATALOGUE_DESCRIPTION_MAX_LENGTH, multiLine: true }).nullable();

/**
 * A price as staff enter it (spec part 1 §5 "Price values are written with two decimals and must
 * be 0 or more, otherwise a default is used"): a number or decimal text (`4,50` reads as 4.5) is
 * rounded to the cent, half a cent away from zero (text from its digits as written: 12.505 →
 * 12.51, never cut to 12.50); an empty field or null becomes `fallback`. `zPrice` refuses what
 * is wrong rather than replacing it — text that is not a number ("must be numeric"), a negative
 * amount ("Price cannot be negative") and one above `CATALOGUE_PRICE_MAX`; this function, which
 * cannot refuse, gives `fallback` for them (docs/decisions/shared-rules.md).
 */
export function normalizePrice<T extends number | null>(value: unknown, fallback: T): number | T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string' && value.trim() === '') return fallback;
  const number = readNumber(value);
  if (number === null || number < 0 || number > CATALOGUE_PRICE_MAX) return fallback;
  return fromCents(toCents(typeof value === 'string' ? value : number));
}

function isNumberLike(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '' || readNumber(value) !== null;
  return typeof value === 'number';
}

// `.optional()` first: a field left out of the body takes the fallback like an empty one (zod 4
// refuses a missing key for a plain `z.unknown()` followed by a transform).
const numberLike = z
  .unknown()
  .optional()
  .superRefine(
    refineWith((value: unknown) => (isNumberLike(value) ? null : validationIssue('numeric'))),
  );

/** The typed number of a number-like value, null when empty (after `numberLike`). */
function typedNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return readNumber(value);
}

/** "Price cannot be negative." / "must be 999999.99 or lower", after rounding to the cent. */
export function checkPrice(value: unknown): ValidationIssue | null {
  const number = typedNumber(value);
  if (number === null) return null;
  if (number < 0) return validationIssue('priceNegative');
  return number > CATALOGUE_PRICE_MAX
    ? validationIssue('maxValue', { max: CATALOGUE_PRICE_MAX })
    : null;
}

/** A price field that falls back to `fallback` when empty (see `normalizePrice`). */
export function zPrice<T extends number | null>(fallback: T) {
  return numberLike
    .superRefine(refineWith(checkPrice))
    .transform((value) => normalizePrice(value, fallback));
}

/**
 * The largest PostgreSQL `integer`: the largest id a row can have (`serial`) and the most a whole
 * number field holds. A larger id names no row; let through, it would fail in the database ("out
 * of range for type integer") instead of being refused as bad input.
 */
export const MAX_DB_INTEGER = INT32_MAX;

/**
 * A whole number field (calories, minutes, quantities): decimals are rounded (spec part 1 §5
 * "Integer values are rounded"); empty becomes `fallback`. `zWholeNumber` refuses a negative
 * number ("must be 0 or higher") and one beyond the int4 column ("must be 2147483647 or lower")
 * instead of changing it; this function, which cannot refuse, gives `fallback` for them.
 */
export function normalizeWholeNumber<T extends number | null>(
  value: unknown,
  fallback: T,
): number | T {
  const number = typedNumber(value);
  if (number === null || checkWholeNumber(value) !== null) return fallback;
  return Math.round(number) + 0; // + 0: -0.4 rounds to -0, stored and shown as 0
}

/** "must be 0 or higher" / "must be 2147483647 or lower", judged on the rounded value. */
export function checkWholeNumber(value: unknown): ValidationIssue | null {
  const number = typedNumber(value);
  if (number === null) return null;
  const rounded = Math.round(number);
  return rounded < 0 ? validationIssue('minValue', { min: 0 }) : checkInt32(rounded);
}

export function zWholeNumber<T extends number | null>(fallback: T) {
  return numberLike
    .superRefine(refineWith(checkWholeNumber))
    .transform((value) => normalizeWholeNumber(value, fallback));
}

/** Ids are positive integers (DESIGN §4) within the database's integer range. */
export const ZId = z.int().positive().max(MAX_DB_INTEGER);

/** An id in a URL path (text read as an integer). */
export const ZIdParam = z.coerce.number().int().positive().max(MAX_DB_INTEGER);

/** A time of day `HH:mm` (24 h); `24:00` closes at midnight. */
export const ZTimeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);

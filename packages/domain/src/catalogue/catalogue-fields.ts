import { z } from 'zod';
import { fromCents, toCents } from '../money/cents.ts';
import { readNumber } from '../text/decimal-text.ts';
import {
  CATALOGUE_DESCRIPTION_MAX_LENGTH,
  CATALOGUE_NAME_MAX_LENGTH,
  CATALOGUE_PRICE_MAX,
} from './catalogue-constants.ts';
import { zOptionalText, zRequiredText } from '../validation/zod-fields.ts';
import { refineWith } from '../validation/zod-issues.ts';
import { validationIssue } from '../validation/validation-messages.ts';

/**
 * Per-language text of a catalogue object, e.g. `{ "fr": { "name": "…", "description": "…" } }`.
 * The object's own fields hold the primary language; this holds the optional secondary one.
 */
export const ZLocalization = z.record(
  z.string().min(2).max(10),
  z.record(z.string().max(60), z.string().max(CATALOGUE_DESCRIPTION_MAX_LENGTH).nullable()),
);
export type Localization = z.infer<typeof ZLocalization>;

/** The primary-language name: required to save (spec part 1 §5). */
export const zCatalogueName = () => zRequiredText({ maxLength: CATALOGUE_NAME_MAX_LENGTH });

/** An optional description; rich text is sanitised by the server before it is stored. */
export const zDescription = () =>
  zOptionalText({ maxLength: CATALOGUE_DESCRIPTION_MAX_LENGTH }).nullable();

/**
 * A price as staff enter it (spec part 1 §5 "Price values are written with two decimals and must
 * be 0 or more, otherwise a default is used"): a number or decimal text (`4,50` reads as 4.5) is
 * rounded to the cent, half a cent away from zero (text from its digits as written); a negative
 * amount, an empty field or null becomes `fallback`. Text that is not a number at all is refused
 * by `zPrice` ("must be numeric") rather than silently replaced, and so is an amount above
 * `CATALOGUE_PRICE_MAX`; this function, which cannot refuse, gives `fallback` for both.
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

const priceLike = numberLike.superRefine(
  refineWith((value: unknown) => {
    const number = readNumber(value);
    return number !== null && number > CATALOGUE_PRICE_MAX
      ? validationIssue('maxValue', { max: CATALOGUE_PRICE_MAX })
      : null;
  }),
);

/** A price field that falls back to `fallback` (see `normalizePrice`). */
export function zPrice<T extends number | null>(fallback: T) {
  return priceLike.transform((value) => normalizePrice(value, fallback));
}

/**
 * The largest PostgreSQL `integer`: the largest id a row can have (`serial`) and the cap of whole
 * numbers. A larger id names no row; let through, it would fail in the database ("out of range
 * for type integer") instead of being refused as bad input.
 */
export const MAX_DB_INTEGER = 2_147_483_647;

/**
 * A whole number field (calories, minutes, quantities): decimals are rounded (spec part 1 §5
 * "Integer values are rounded"); empty becomes `fallback`; negative values become `fallback`.
 */
export function normalizeWholeNumber<T extends number | null>(
  value: unknown,
  fallback: T,
): number | T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string' && value.trim() === '') return fallback;
  const number = readNumber(value);
  if (number === null || number < 0) return fallback;
  return Math.min(Math.round(number), MAX_DB_INTEGER);
}

export function zWholeNumber<T extends number | null>(fallback: T) {
  return numberLike.transform((value) => normalizeWholeNumber(value, fallback));
}

/** Ids are positive integers (DESIGN §4) within the database's integer range. */
export const ZId = z.int().positive().max(MAX_DB_INTEGER);

/** An id in a URL path (text read as an integer). */
export const ZIdParam = z.coerce.number().int().positive().max(MAX_DB_INTEGER);

/** A time of day `HH:mm` (24 h); `24:00` closes at midnight. */
export const ZTimeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);

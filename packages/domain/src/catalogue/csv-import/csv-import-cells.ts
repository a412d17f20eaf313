import { readNumber } from '../../text/decimal-text.ts';
import { allergenLabel, allergens, type Allergen } from '../catalogue-constants.ts';

/**
 * Readers of single cells of a menu CSV, as spreadsheets write them. Each answers the value, or
 * `undefined` when the cell cannot be read (the row then has a problem naming the column).
 */

const YES = new Set(['yes', 'y', 'true', '1', 'oui', 'o', 'vrai']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'non', 'faux']);

/**
 * A yes/no cell (spec part 1 §5: "Yes or TRUE means yes; empty means no"). Any case; the
 * French words (oui, vrai, non, faux) and 1/0 too. Anything else is unreadable rather than
 * silently "no": a typo in "Vegan Tag." must not drop a diet tag.
 */
export function readYesNoCell(cell: string): boolean | undefined {
  const word = cell.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
}

/**
 * The digits of a number cell as plain decimal text: spaces (French writes no-break spaces as
 * thousands separators) removed, and commas removed where they can only be thousands
 * separators — with a decimal point after them (`1,234.50`), or in groups of three
 * (`1,200`: Excel's thousands format; no price has three decimals). A lone comma stays the
 * French decimal separator (`4,50`).
 */
function decimalTextOf(cell: string): string {
  const text = cell.replace(/[\s\u00a0\u202f]/g, '');
  return /^-?[\d,]+\.\d+$/.test(text) || /^-?\d{1,3}(,\d{3})+$/.test(text)
    ? text.replace(/,/g, '')
    : text;
}

/**
 * A price cell: `4.50`, `4,50`, `$4.50`, `4,50 $`, `1,234.50`, `1 234,50`, `CAD 12`. `null` for
 * an empty cell, `undefined` when it is not an amount. The sign is kept: refusing a negative
 * price is the row's rule.
 */
export function readPriceCell(cell: string): number | null | undefined {
  const amount = cell
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^CAD|CAD$/i, '')
    .replace(/^(-?)\$/, '$1')
    .replace(/\$$/, '');
  const text = decimalTextOf(amount);
  if (text === '') return null;
  return readNumber(text) ?? undefined;
}

/** A number cell such as KCAL (`520`, `1,200`): `null` when empty, `undefined` when not a number. */
export function readNumberCell(cell: string): number | null | undefined {
  const text = decimalTextOf(cell);
  if (text === '') return null;
  return readNumber(text) ?? undefined;
}

function allergenKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/[^a-z]/g, '')
    .replace(/s$/, '');
}

/** Every spelling an allergen is read from: its code and its labels in both languages. */
const allergenByKey = new Map<string, Allergen>();
for (const allergen of allergens) {
  for (const text of [
    allergen,
    allergenLabel(allergen, 'en-CA'),
    allergenLabel(allergen, 'fr-CA'),
  ]) {
    allergenByKey.set(allergenKey(text), allergen);
  }
}
// Common spellings in kitchen sheets that name the same tag.
allergenByKey.set(allergenKey('Milk'), 'Dairy');
allergenByKey.set(allergenKey('Lait'), 'Dairy');
allergenByKey.set(allergenKey('Tree nut'), 'Treenuts');
allergenByKey.set(allergenKey('Nuts'), 'Treenuts');
allergenByKey.set(allergenKey('Peanut'), 'Peanuts');
allergenByKey.set(allergenKey('Soya'), 'Soy');

/**
 * An allergen list cell: names separated by commas, semicolons, slashes, bars or line breaks,
 * in English or French, any case and accents (`Peanuts, Tree nuts`, `arachides; lait`). Answers
 * the tags in the product's order without repeats, and the names it could not read: an unknown
 * allergen is a problem of the row, never dropped in silence.
 */
export function readAllergensCell(cell: string): { allergens: Allergen[]; unknown: string[] } {
  const found = new Set<Allergen>();
  const unknown: string[] = [];
  for (const part of cell.split(/[,;/|\n]+/)) {
    const name = part.trim();
    if (name === '') continue;
    const allergen = allergenByKey.get(allergenKey(name));
    if (allergen) found.add(allergen);
    else unknown.push(name);
  }
  return { allergens: allergens.filter((allergen) => found.has(allergen)), unknown };
}

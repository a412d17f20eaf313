import { sql, type SQL } from 'drizzle-orm';

/**
 * The search's matching rules written as plain SQL folding (lower case, accents removed with a
 * fixed `translate()` table): a slow but obviously correct reference, kept for the benchmark's
 * hand-written floor (bench/catalogue-sql.ts). The API does not use it: folding every stored
 * name per query costs ~50 µs per name, so `search-menus.ts` turns the term into an
 * accent-insensitive regular expression instead (search-pattern.ts). Both cover the same letters.
 */
const ACCENTED_LOWER =
  'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżž';
const UNDECOMPOSABLE: Record<string, string> = { đ: 'd', ħ: 'h', ŀ: 'l', ł: 'l', ø: 'o', ŧ: 't' };

function foldingTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const letter of ACCENTED_LOWER) {
    const plain = UNDECOMPOSABLE[letter] ?? letter.normalize('NFD')[0]!;
    from += letter;
    to += plain;
    const upper = letter.toUpperCase();
    if ([...upper].length === 1 && upper !== letter) {
      from += upper;
      to += plain;
    }
  }
  return { from, to };
}

const table = foldingTable();
const FROM = sql.raw(`'${table.from}'`);
const TO = sql.raw(`'${table.to}'`);

/** `text` lower-cased and without accents; NULL stays NULL. */
export function foldedText(text: SQL): SQL<string | null> {
  return sql<
    string | null
  >`replace(replace(replace(translate(lower(${text}), ${FROM}, ${TO}), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss')`;
}

/** 0 equal, 1 starts with, 2 contains, NULL no match (both sides already folded). */
export function matchRank(folded: SQL, term: SQL): SQL<number | null> {
  return sql<
    number | null
  >`case when ${folded} = ${term} then 0 when starts_with(${folded}, ${term}) then 1 when strpos(${folded}, ${term}) > 0 then 2 end`;
}

/** A natural-order key: every digit run left-padded to 10 digits. */
export function naturalSortKey(folded: SQL): SQL<string> {
  return sql<string>`regexp_replace(regexp_replace(${folded}, '([0-9]+)', '0000000000\\1', 'g'), '0*([0-9]{10})', '\\1', 'g')`;
}

/**
 * Accent- and case-insensitive matching for the catalogue search, identical on PGlite and on a
 * PostgreSQL server, without extensions and without rewriting every stored name per query.
 *
 * `unaccent` is an extension PGlite loads only on request and a server may lack; folding every
 * row with `translate()` costs ~50 µs per name (×4 columns × 10,000 items per search). Instead the
 * TERM is turned into a regular expression in which each letter stands for all its accented
 * forms in both cases ("creme" → `[cCçÇ…][rRŕŔ…][eEéÉèÈ…]…`), so PostgreSQL only runs one compiled
 * regular expression over the stored text. Letters covered: the Latin letters with diacritics of
 * French, Spanish, Portuguese, German and the Nordic and Central-European languages; œ, æ and ß
 * match oe, ae and ss.
 */

const ACCENTED =
  'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżž';
/** Letters whose accent is not a separate mark in Unicode (NFD leaves them whole). */
const UNDECOMPOSABLE: Record<string, string> = { đ: 'd', ħ: 'h', ŀ: 'l', ł: 'l', ø: 'o', ŧ: 't' };
/** Ligatures and the two letters they stand for. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** The plain lower-case letter of `letter`, or the letter itself when it has none. */
function baseLetter(letter: string): string {
  return UNDECOMPOSABLE[letter] ?? letter.normalize('NFD')[0] ?? letter;
}

/** For each plain letter a–z: the character class of all its forms, e.g. `[eEéÉèÈ…]`. */
const letterClasses: ReadonlyMap<string, string> = (() => {
  const forms = new Map<string, Set<string>>();
  for (let code = 97; code <= 122; code += 1) {
    const letter = String.fromCharCode(code);
    forms.set(letter, new Set([letter, letter.toUpperCase()]));
  }
  for (const letter of ACCENTED) {
    const set = forms.get(baseLetter(letter));
    if (!set) throw new Error(`search pattern: no plain letter for ${letter}`);
    set.add(letter);
    const upper = letter.toUpperCase();
    if ([...upper].length === 1) set.add(upper);
  }
  return new Map([...forms].map(([letter, set]) => [letter, `[${[...set].join('')}]`]));
})();

/** The term reduced to plain lower-case letters (accents dropped, ligatures spelled out). */
export function foldSearchTerm(term: string): string {
  let folded = '';
  for (const char of term.toLowerCase()) {
    const ligature = LIGATURES[char];
    if (ligature) folded += ligature;
    else if (UNDECOMPOSABLE[char]) folded += UNDECOMPOSABLE[char];
    else folded += char.normalize('NFD').replace(/\p{M}/gu, '');
  }
  return folded;
}

/** One character of the folded term as a PostgreSQL (ARE) regular expression atom. */
function atom(char: string): string {
  const letters = letterClasses.get(char);
  if (letters) return letters;
  // Any other character stands for itself: an ARE escape `\c` of a non-alphanumeric character
  // is that character, whatever its meaning in a regular expression.
  return /[\p{L}\p{N}]/u.test(char) ? char : `\\${char}`;
}

/**
 * The regular expression (PostgreSQL ARE, case-sensitive `~`) that finds `term` in a text
 * whatever its accents and letter case. `%`, `_`, `.`, `*`… in the term are plain characters.
 */
export function searchPattern(term: string): string {
  const folded = [...foldSearchTerm(term)];
  let pattern = '';
  for (let index = 0; index < folded.length; index += 1) {
    const pair = `${folded[index]}${folded[index + 1] ?? ''}`;
    const ligature = Object.entries(LIGATURES).find(([, letters]) => letters === pair)?.[0];
    if (ligature) {
      const upper = ligature.toUpperCase();
      const forms = [...upper].length === 1 ? `${ligature}${upper}` : ligature;
      pattern += `(?:${atom(pair[0]!)}${atom(pair[1]!)}|[${forms}])`;
      index += 1;
    } else {
      pattern += atom(folded[index]!);
    }
  }
  return pattern;
}

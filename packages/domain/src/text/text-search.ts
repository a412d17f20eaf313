/** Lower case without accents, so "creme" finds "Crème brûlée". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The words of a search term, folded; none for a blank term. */
export function searchWords(term: string): string[] {
  return foldForSearch(term).split(/\s+/).filter(Boolean);
}

/**
 * Whether the texts together contain every word of the term (accents and case ignored); a
 * blank term matches everything. Lists filter as a person types with this one rule.
 */
export function matchesEveryWord(texts: readonly (string | null | undefined)[], term: string) {
  const words = searchWords(term);
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

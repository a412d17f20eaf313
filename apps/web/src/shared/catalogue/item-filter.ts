import type { Item } from '@app/domain';

/** Lower case without accents, so "creme" finds "Crème brûlée". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The items whose name (either language), SKU, category or recipe number contain every word of
 * the filter, in list order.
 */
export function filterItems(items: readonly Item[], term: string): Item[] {
  const words = fold(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const names = Object.values(item.localization).map((texts) => texts.name ?? '');
    const haystack = fold(
      [item.name, ...names, item.sku, item.category, item.recipe_number].filter(Boolean).join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

import { matchesEveryWord, type Item } from '@app/domain';

/**
 * The items whose name (either language), SKU, category or recipe number contain every word of
 * the filter, in list order.
 */
export function filterItems(items: readonly Item[], term: string): Item[] {
  return items.filter((item) => {
    const names = Object.values(item.localization).map((texts) => texts.name ?? '');
    return matchesEveryWord(
      [item.name, ...names, item.sku, item.category, item.recipe_number],
      term,
    );
  });
}

import {
  DEFAULT_PRICE_NAME,
  POS_UNCATEGORIZED_SECTION_NAMES,
  fromCents,
  menuNameKey,
  otherLanguage,
  posModifierGroupRules,
  type ContentLanguage,
  type Localization,
  type PosCatalogue,
  type PosItem,
  type PosVariation,
  type PriceOption,
} from '@app/domain';

/**
 * What a pull writes, planned in memory from the catalogue and the rows of an earlier pull: the
 * rows of each table keyed by `pos_ref` with the columns the point of sale owns, and where each
 * goes. Pure, so the placement and merge rules are tested without a database.
 */

/** The `pos_ref` of the section holding items the point of sale files under no category. */
export const UNCATEGORIZED_REF = ':uncategorized';

/** A row an earlier pull wrote: its id, its parent (menu, section, group) and its position. */
export interface PlacedRow {
  id: number;
  pos_ref: string;
  parent: number | null;
  order: number;
}

/**
 * Positions of incoming rows, in their catalogue order: a row already under the same parent keeps
 * its position (staff may have reordered it); a new row, or one that moved to another parent,
 * goes after the parent's last row. `nextOrder` is the position after each parent's last row.
 */
export function placeRows<T extends { pos_ref: string; parent: number | null }>(
  incoming: readonly T[],
  existing: ReadonlyMap<string, PlacedRow>,
  nextOrder: ReadonlyMap<number | null, number>,
): (T & { order: number })[] {
  const next = new Map(nextOrder);
  return incoming.map((row) => {
    const earlier = existing.get(row.pos_ref);
    if (earlier && earlier.parent === row.parent) return { ...row, order: earlier.order };
    const order = next.get(row.parent) ?? 0;
    next.set(row.parent, order + 1);
    return { ...row, order };
  });
}

/** The category an item is placed in: its first, or the "Other" section. */
export function sectionRefOf(item: PosItem): string {
  return item.category_refs[0] ?? UNCATEGORIZED_REF;
}

/** Sections the items need, in catalogue order; "Other" (named in both languages) last. */
export function plannedSections(
  catalogue: PosCatalogue,
  primary: ContentLanguage,
): { pos_ref: string; name: string; localization: Localization }[] {
  const used = new Set(catalogue.items.map(sectionRefOf));
  const sections = catalogue.categories
    .filter((category) => used.has(category.ref))
    .map((category) => ({ pos_ref: category.ref, name: category.name, localization: {} }));
  if (used.has(UNCATEGORIZED_REF)) {
    const secondary = otherLanguage(primary);
    sections.push({
      pos_ref: UNCATEGORIZED_REF,
      name: POS_UNCATEGORIZED_SECTION_NAMES[primary],
      // Set on creation only: the secondary name is staff's to change afterwards.
      localization: { [secondary]: { name: POS_UNCATEGORIZED_SECTION_NAMES[secondary] } },
    });
  }
  return sections;
}

const dollars = (variation: PosVariation) => fromCents(variation.price_cents ?? 0);

/**
 * The item's price options: every variation after the first, by name. An option staff already
 * translated or gave calories keeps them (matched by name, any case): the point of sale owns the
 * names and prices, not the secondary-language text.
 */
export function mergedPriceOptions(
  variations: readonly PosVariation[],
  current: readonly PriceOption[] = [],
): PriceOption[] {
  const earlier = new Map(current.map((option) => [menuNameKey(option.name), option]));
  return variations.slice(1).map((variation) => {
    const name = variation.name ?? DEFAULT_PRICE_NAME;
    const kept = earlier.get(menuNameKey(name));
    return {
      name,
      price: dollars(variation),
      ...(kept?.calories != null ? { calories: kept.calories } : {}),
      ...(kept?.localization ? { localization: kept.localization } : {}),
    };
  });
}

/** The columns of an item the point of sale owns (its placement comes from `placeRows`). */
export function itemColumns(item: PosItem, currentOptions: readonly PriceOption[] | undefined) {
  const [first] = item.variations;
  return {
    pos_ref: item.ref,
    name: item.name,
    description: item.description,
    base_price: dollars(first!),
    default_price_name: first!.name ?? DEFAULT_PRICE_NAME,
    price_options: mergedPriceOptions(item.variations, currentOptions),
    sku: item.variations.find((variation) => variation.sku !== null)?.sku ?? null,
  };
}

/** The modifier groups with the rules merged from the items' uses of each list. */
export function plannedOptionGroups(catalogue: PosCatalogue) {
  return catalogue.modifier_lists.map((list) => ({
    pos_ref: list.ref,
    name: list.name,
    type: 'addons',
    ...posModifierGroupRules(
      catalogue.items.flatMap((item) =>
        item.modifier_lists.filter((link) => link.list_ref === list.ref),
      ),
    ),
  }));
}

/** Item–group links the catalogue asks for, by ref, in each item's order. */
export function plannedLinks(catalogue: PosCatalogue) {
  return catalogue.items.flatMap((item) =>
    item.modifier_lists.map((link, index) => ({
      item_ref: item.ref,
      group_ref: link.list_ref,
      index,
    })),
  );
}

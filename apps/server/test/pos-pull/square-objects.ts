/**
 * Square CatalogObjects for tests, shaped as ListCatalog answers them (items carry their
 * variations, modifier lists their modifiers). Amounts are CAD cents unless a currency is given.
 */

type Presence = {
  present_at_all_locations?: boolean;
  present_at_location_ids?: string[];
  absent_at_location_ids?: string[];
  is_deleted?: boolean;
};

const money = (amount: number, currency = 'CAD') => ({ amount, currency });

export function category(id: string, name: string, presence: Presence = {}) {
  return {
    type: 'CATEGORY',
    id,
    version: 1,
    present_at_all_locations: true,
    ...presence,
    category_data: { name },
  };
}

export interface VariationSpec {
  id: string;
  name: string;
  cents?: number;
  sku?: string;
  currency?: string;
  presence?: Presence;
  /** Per-location prices: Square location id → cents. */
  overrides?: Record<string, number>;
}

export interface ItemSpec {
  id: string;
  name: string;
  description?: string;
  descriptionHtml?: string;
  categories?: { id: string; ordinal?: number }[];
  variations: VariationSpec[];
  lists?: { id: string; min?: number; max?: number; enabled?: boolean }[];
  archived?: boolean;
  presence?: Presence;
}

export function item(spec: ItemSpec) {
  return {
    type: 'ITEM',
    id: spec.id,
    version: 1,
    present_at_all_locations: true,
    ...spec.presence,
    item_data: {
      name: spec.name,
      ...(spec.description === undefined ? {} : { description: spec.description }),
      ...(spec.descriptionHtml === undefined ? {} : { description_html: spec.descriptionHtml }),
      ...(spec.categories ? { categories: spec.categories } : {}),
      ...(spec.archived ? { is_archived: true } : {}),
      variations: spec.variations.map((variation, index) => ({
        type: 'ITEM_VARIATION',
        id: variation.id,
        present_at_all_locations: true,
        ...variation.presence,
        item_variation_data: {
          item_id: spec.id,
          name: variation.name,
          ordinal: index,
          ...(variation.sku ? { sku: variation.sku } : {}),
          ...(variation.cents === undefined
            ? { pricing_type: 'VARIABLE_PRICING' }
            : {
                pricing_type: 'FIXED_PRICING',
                price_money: money(variation.cents, variation.currency),
              }),
          ...(variation.overrides
            ? {
                location_overrides: Object.entries(variation.overrides).map(
                  ([location, cents]) => ({
                    location_id: location,
                    price_money: money(cents),
                  }),
                ),
              }
            : {}),
        },
      })),
      ...(spec.lists
        ? {
            modifier_list_info: spec.lists.map((list) => ({
              modifier_list_id: list.id,
              min_selected_modifiers: list.min ?? -1,
              max_selected_modifiers: list.max ?? -1,
              enabled: list.enabled ?? true,
            })),
          }
        : {}),
    },
  };
}

export function modifierList(
  id: string,
  name: string,
  selection: 'SINGLE' | 'MULTIPLE',
  modifiers: { id: string; name: string; cents?: number; currency?: string }[],
  presence: Presence = {},
) {
  return {
    type: 'MODIFIER_LIST',
    id,
    version: 1,
    present_at_all_locations: true,
    ...presence,
    modifier_list_data: {
      name,
      selection_type: selection,
      modifier_type: 'LIST',
      modifiers: modifiers.map((modifier, index) => ({
        type: 'MODIFIER',
        id: modifier.id,
        present_at_all_locations: true,
        modifier_data: {
          name: modifier.name,
          ordinal: index,
          modifier_list_id: id,
          ...(modifier.cents === undefined
            ? {}
            : { price_money: money(modifier.cents, modifier.currency) }),
        },
      })),
    },
  };
}

/** The location id the tests' connection names. */
export const SQUARE_LOCATION = 'LTESTBISTRO';

/**
 * A bistro's catalogue: two categories (Mains, Drinks), a burger with two sizes, a side list
 * (SINGLE, required) and toppings (MULTIPLE, at most 2 on the burger), soup without category,
 * and objects the location does not sell (archived, elsewhere only, deleted).
 */
export function bistroCatalogue() {
  return [
    category('CAT-MAINS', 'Mains'),
    category('CAT-DRINKS', 'Drinks'),
    category('CAT-ELSEWHERE', 'Brunch', {
      present_at_all_locations: false,
      present_at_location_ids: ['LOTHER'],
    }),
    modifierList('LIST-SIDE', 'Choice of side', 'SINGLE', [
      { id: 'MOD-FRIES', name: 'Fries', cents: 0 },
      { id: 'MOD-SALAD', name: 'Salad', cents: 150 },
    ]),
    modifierList('LIST-TOP', 'Toppings', 'MULTIPLE', [
      { id: 'MOD-BACON', name: 'Bacon', cents: 250 },
      { id: 'MOD-CHEESE', name: 'Cheddar', cents: 200 },
      { id: 'MOD-EGG', name: 'Fried egg', cents: 199 },
    ]),
    item({
      id: 'ITEM-BURGER',
      name: 'Burger',
      description: 'Beef & cheddar\non brioche',
      categories: [{ id: 'CAT-MAINS', ordinal: 1 }],
      variations: [
        { id: 'VAR-BURGER-REG', name: 'Regular', cents: 1450, sku: 'BRG-R' },
        { id: 'VAR-BURGER-DBL', name: 'Double', cents: 1899, sku: 'BRG-D' },
      ],
      lists: [{ id: 'LIST-SIDE' }, { id: 'LIST-TOP', max: 2 }],
    }),
    item({
      id: 'ITEM-FISH',
      name: 'Fish & Chips',
      descriptionHtml: '<p>Haddock, <strong>beer</strong> batter<script>x</script></p>',
      categories: [{ id: 'CAT-MAINS', ordinal: 2 }],
      variations: [
        { id: 'VAR-FISH', name: 'Regular', cents: 1900, overrides: { [SQUARE_LOCATION]: 2100 } },
      ],
      lists: [{ id: 'LIST-SIDE' }],
    }),
    item({
      id: 'ITEM-LEMONADE',
      name: 'Lemonade',
      categories: [{ id: 'CAT-DRINKS' }],
      variations: [{ id: 'VAR-LEMONADE', name: 'Regular', cents: 500, sku: 'LEMO' }],
    }),
    item({
      id: 'ITEM-SOUP',
      name: 'Soup of the day',
      variations: [{ id: 'VAR-SOUP', name: 'Bowl' }],
    }),
    item({
      id: 'ITEM-PIE',
      name: 'Pumpkin pie',
      categories: [{ id: 'CAT-MAINS' }],
      variations: [{ id: 'VAR-PIE', name: 'Regular', cents: 650 }],
      archived: true,
    }),
    item({
      id: 'ITEM-BRUNCH',
      name: 'Brunch board',
      categories: [{ id: 'CAT-ELSEWHERE' }],
      variations: [{ id: 'VAR-BRUNCH', name: 'Regular', cents: 2700 }],
      presence: { absent_at_location_ids: [SQUARE_LOCATION] },
    }),
    item({
      id: 'ITEM-GONE',
      name: 'Deleted thing',
      variations: [{ id: 'VAR-GONE', name: 'Regular', cents: 100 }],
      presence: { is_deleted: true },
    }),
  ];
}

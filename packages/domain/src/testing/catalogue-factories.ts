import { ZItem, type Item } from '../catalogue/item-schemas.ts';

/**
 * Catalogue rows for tests of the domain and the web app (`@app/domain/testing`), checked
 * against their domain schema so that each is one the real server could answer. Not part of the
 * package's main entry: production code never imports it.
 */

const UPDATED = '2025-01-15T12:00:00.000Z';

/** A published item of menu 1, directly on the menu, named "Item {id}", at $5. */
export function makeItem(id: number, fields: Partial<Item> = {}): Item {
  return ZItem.parse({
    id,
    menu_id: 1,
    section_id: null,
    name: `Item ${id}`,
    description: null,
    ingredients: [],
    nutritional_sheet_url: null,
    slug: null,
    sku: null,
    category: null,
    calories: null,
    base_price: 5,
    price: null,
    price_unit: null,
    price_type: null,
    image: null,
    includes: null,
    allergens: [],
    diets: [],
    is_hidden: false,
    sold_out: false,
    featured_item: false,
    upsell_item: false,
    meal_package: false,
    auto_restock: 'disabled',
    alcoholic_beverage: false,
    order: id,
    additional_prices: null,
    price_schedule: null,
    tax_rebate_eligibility: 'eligible',
    tax_rate: null,
    promos: [],
    localization: {},
    default_price_name: 'Regular',
    price_options: [],
    recipe_number: null,
    accounting_category: null,
    published: true,
    published_at: UPDATED,
    updated_at: UPDATED,
    options: [],
    ...fields,
  });
}

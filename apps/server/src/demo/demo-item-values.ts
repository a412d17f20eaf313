import { PER_GUEST_PRICE_TYPE } from '@app/domain';
import type { items } from '../db/schema/index.ts';
import type { DemoItem } from './demo-catalogue-types.ts';
import { demoPriceSchedule } from './demo-price-schedule.ts';
import { localizedName, slugify } from './demo-text.ts';
import { caloriesOf } from './nutrition-facts.ts';

export interface DemoItemPlace {
  restaurantId: number;
  menuId: number;
  sectionId: number | null;
  /** Accounting category of the section (or of the menu without sections). */
  accounting: string | undefined;
  /** Tax code of the menu's items (null = the location's default rates). */
  taxRate: string | undefined;
  order: number;
}

/** The French names of the demo's sizes (price options). */
const SIZE_NAMES_FR: Readonly<Record<string, string>> = {
  Small: 'Petit',
  Medium: 'Moyen',
  Large: 'Grand',
};

/** The calories of a demo item: given, or read from the nutrition table. */
function caloriesFor(item: DemoItem): number {
  return item.calories ?? caloriesOf(item.source ?? item.name);
}

/** The `items` row of a demo item at its place in a menu. */
export function demoItemValues(
  item: DemoItem,
  place: DemoItemPlace,
  now: Date,
): typeof items.$inferInsert {
  return {
    restaurant_id: place.restaurantId,
    menu_id: place.menuId,
    section_id: place.sectionId,
    name: item.name,
    description: item.description ?? null,
    slug: slugify(item.name),
    calories: caloriesFor(item),
    base_price: item.price,
    price: item.price,
    allergens: item.allergens ?? [],
    diets: item.diets ?? [],
    featured_item: item.featured ?? false,
    sold_out: item.soldOut ?? false,
    alcoholic_beverage: item.alcoholic ?? false,
    tax_rebate_eligibility: item.taxRebate ?? 'eligible',
    tax_rate: place.taxRate ?? null,
    order: place.order,
    localization: localizedName(item.fr, item.descriptionFr),
    price_options: (item.sizes ?? []).map((size) => ({
      name: size.name,
      price: size.price,
      // Sizes of a drink are named like the table's rows: "Coca-Cola (Small)".
      calories: size.calories ?? caloriesOf(size.source ?? `${item.name} (${size.name})`),
      ...(SIZE_NAMES_FR[size.name]
        ? { localization: { fr: { name: SIZE_NAMES_FR[size.name] } } }
        : {}),
    })),
    ingredients: item.ingredients ?? [],
    recipe_number: item.recipe ?? null,
    price_type: item.perGuest ? PER_GUEST_PRICE_TYPE : null,
    accounting_category: item.accounting ?? place.accounting ?? null,
    additional_prices: item.schedule?.prices ?? null,
    price_schedule: item.schedule ? demoPriceSchedule(item.schedule.paint) : null,
    published: !item.draft,
    published_at: item.draft ? null : now,
  };
}

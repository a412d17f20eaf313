import { boolean, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import {
  createdAt,
  instant,
  localization,
  money,
  type Localization,
  position,
  tenantRestaurantId,
  updatedAt,
  sameTenantReference,
} from './columns.ts';
import { menus, sections } from './menus.ts';
import { posRef, posRefIndex } from './pos-connections.ts';
import { tenantPolicy } from './tenancy.ts';

/** One of an item's named prices ("Small", "Large"…); amounts in dollars with 2 decimals. */
export interface PriceOption {
  name: string;
  price: number;
  calories?: number | null;
  /** The name in the secondary language: `{ fr: { name: "Petit" } }`. */
  localization?: Localization;
}

export interface Ingredient {
  name: string;
  calories?: number | null;
}

/**
 * A menu item. It always belongs to a menu; it also belongs to a section when the menu uses
 * sections (`section_id` null = item of a menu without sections). Deleting the menu or the
 * section deletes its items.
 */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    menu_id: integer('menu_id').notNull(),
    section_id: integer('section_id'),
    name: text('name').notNull(),
    description: text('description'),
    ingredients: jsonb('ingredients').$type<Ingredient[]>().notNull().default([]),
    nutritional_sheet_url: text('nutritional_sheet_url'),
    slug: text('slug'),
    sku: text('sku'),
    category: text('category'),
    calories: integer('calories'),
    base_price: money('base_price').notNull().default(0),
    price: money('price'),
    price_unit: text('price_unit'),
    price_type: text('price_type'),
    image: text('image'),
    includes: text('includes'),
    /** Peanuts, Treenuts, Dairy, Gluten, Egg, Fish, Soy, Sesame, Mustard, Alcohol */
    allergens: text('allergens').array().notNull().default([]),
    /** Pescatarian, Vegan, Vegetarian */
    diets: text('diets').array().notNull().default([]),
    is_hidden: boolean('is_hidden').notNull().default(false),
    sold_out: boolean('sold_out').notNull().default(false),
    featured_item: boolean('featured_item').notNull().default(false),
    upsell_item: boolean('upsell_item').notNull().default(false),
    meal_package: boolean('meal_package').notNull().default(false),
    /** disabled | next_business_day */
    auto_restock: text('auto_restock').notNull().default('disabled'),
    alcoholic_beverage: boolean('alcoholic_beverage').notNull().default(false),
    order: position(),
    /** Price per schedule code, e.g. `{ "A": 4.5, "B": 5 }`; a slot whose code is missing here is unavailable. */
    additional_prices: jsonb('additional_prices').$type<Record<string, number>>(),
    /** 7 days × 96 quarter-hour slots of codes (`x` = unavailable). */
    price_schedule: jsonb('price_schedule').$type<unknown>(),
    /** not_eligible | eligible | eligible_with_qualification (Ontario HST rebate) */
    tax_rebate_eligibility: text('tax_rebate_eligibility').notNull().default('eligible'),
    /** Code of a `tax_rates` row overriding the location default; null = default. */
    tax_rate: text('tax_rate'),
    promos: jsonb('promos').$type<unknown[]>().notNull().default([]),
    localization: localization(),
    default_price_name: text('default_price_name').notNull().default('Regular'),
    price_options: jsonb('price_options').$type<PriceOption[]>().notNull().default([]),
    recipe_number: text('recipe_number'),
    accounting_category: text('accounting_category'),
    pos_ref: posRef(),
    published: boolean('published').notNull().default(false),
    published_at: instant('published_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('items_tenant_key').on(t.restaurant_id, t.id),
    sameTenantReference('items_menu_fk', t.restaurant_id, t.menu_id, menus).onDelete('cascade'),
    sameTenantReference('items_section_fk', t.restaurant_id, t.section_id, sections).onDelete(
      'cascade',
    ),
    index('items_menu_order_idx').on(t.menu_id, t.order),
    index('items_section_order_idx').on(t.section_id, t.order),
    index('items_restaurant_sku_idx').on(t.restaurant_id, t.sku),
    posRefIndex('items', t),
    tenantPolicy('items'),
  ],
);

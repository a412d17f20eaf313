import { z } from 'zod';
import {
  DEFAULT_PRICE_NAME,
  allergens,
  autoRestockModes,
  diets,
  taxRebateEligibilities,
} from './catalogue-constants.ts';
import {
  ZId,
  ZLocalization,
  ZLocalizationInput,
  zCatalogueName,
  zDescription,
  zPrice,
  zWholeNumber,
} from './catalogue-fields.ts';
import { ZPriceCode, ZPriceSchedule } from './price-schedule.ts';
import { zHttpsUrl, zOptionalText } from '../validation/zod-fields.ts';

/**
 * One of an item's named prices ("Small", "Large"), with its calories; its name in the secondary
 * language in `localization` (`{ fr: { name: "Petit" } }`, read by `priceOptionNameIn`).
 */
export const ZPriceOption = z.object({
  name: zCatalogueName(),
  price: zPrice(0),
  calories: zWholeNumber(null).optional(),
  localization: ZLocalizationInput.optional(),
});
export type PriceOption = z.infer<typeof ZPriceOption>;

/** One ingredient with its calories (the item editor's ingredient list). */
export const ZIngredient = z.object({
  name: zCatalogueName(),
  calories: zWholeNumber(null).optional(),
});
export type Ingredient = z.infer<typeof ZIngredient>;

const itemEditableFields = {
  name: zCatalogueName(),
  description: zDescription().optional(),
  ingredients: z.array(ZIngredient).max(200).optional(),
  /** Spec part 1 §5 "https url": `http://` and other schemes are refused. */
  nutritional_sheet_url: zHttpsUrl().max(2000).nullable().optional(),
  slug: zOptionalText({ maxLength: 200 }).nullable().optional(),
  sku: zOptionalText({ maxLength: 100 }).nullable().optional(),
  category: zOptionalText({ maxLength: 100 }).nullable().optional(),
  calories: zWholeNumber(null).optional(),
  base_price: zPrice(0).optional(),
  price: zPrice(null).optional(),
  price_unit: zOptionalText({ maxLength: 50 }).nullable().optional(),
  price_type: zOptionalText({ maxLength: 50 }).nullable().optional(),
  includes: zOptionalText({ maxLength: 2000, multiLine: true }).nullable().optional(),
  allergens: z.array(z.enum(allergens)).optional(),
  diets: z.array(z.enum(diets)).optional(),
  is_hidden: z.boolean().optional(),
  sold_out: z.boolean().optional(),
  featured_item: z.boolean().optional(),
  upsell_item: z.boolean().optional(),
  meal_package: z.boolean().optional(),
  auto_restock: z.enum(autoRestockModes).optional(),
  alcoholic_beverage: z.boolean().optional(),
  /** Amount of each price code used in the schedule. */
  additional_prices: z.record(ZPriceCode, zPrice(0)).nullable().optional(),
  price_schedule: ZPriceSchedule.nullable().optional(),
  tax_rebate_eligibility: z.enum(taxRebateEligibilities).optional(),
  /** Tax overwrite: code of one of the location's tax rates; null = the location's default. */
  tax_rate: zOptionalText({ maxLength: 50 }).nullable().optional(),
  promos: z.array(z.unknown()).max(50).optional(),
  /** Secondary-language texts: `name`, `description` and `default_price_name`. */
  localization: ZLocalizationInput.optional(),
  default_price_name: zOptionalText({ maxLength: 100 }).optional(),
  price_options: z.array(ZPriceOption).max(50).optional(),
  recipe_number: zOptionalText({ maxLength: 100 }).nullable().optional(),
  accounting_category: zOptionalText({ maxLength: 100 }).nullable().optional(),
  published: z.boolean().optional(),
  /** Ids of the modifier groups offered with the item, in order (replaces the links). */
  options: z.array(ZId).max(100).optional(),
};

/**
 * `POST /menus/{menuId}/items` and `POST …/sections/{sectionId}/items`. Omitted fields take the
 * defaults of spec part 1 §3/§9 (tax rebate eligible, auto-restock disabled, "Regular"…).
 */
export const ZCreateItemRequest = z.object(itemEditableFields);
export type CreateItemRequest = z.infer<typeof ZCreateItemRequest>;

/** `PUT …/items/{itemId}`: the fields sent change. */
export const ZUpdateItemRequest = z.object({
  ...itemEditableFields,
  name: zCatalogueName().optional(),
});
export type UpdateItemRequest = z.infer<typeof ZUpdateItemRequest>;

export const ZItem = z.object({
  id: ZId,
  menu_id: ZId,
  section_id: ZId.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  ingredients: z.array(z.object({ name: z.string(), calories: z.int().nullable().optional() })),
  nutritional_sheet_url: z.string().nullable(),
  slug: z.string().nullable(),
  sku: z.string().nullable(),
  category: z.string().nullable(),
  calories: z.int().nullable(),
  base_price: z.number(),
  price: z.number().nullable(),
  price_unit: z.string().nullable(),
  price_type: z.string().nullable(),
  image: z.string().nullable(),
  includes: z.string().nullable(),
  allergens: z.array(z.enum(allergens)),
  diets: z.array(z.enum(diets)),
  is_hidden: z.boolean(),
  sold_out: z.boolean(),
  featured_item: z.boolean(),
  upsell_item: z.boolean(),
  meal_package: z.boolean(),
  auto_restock: z.enum(autoRestockModes),
  alcoholic_beverage: z.boolean(),
  order: z.int(),
  additional_prices: z.record(z.string(), z.number()).nullable(),
  price_schedule: ZPriceSchedule.nullable(),
  tax_rebate_eligibility: z.enum(taxRebateEligibilities),
  tax_rate: z.string().nullable(),
  promos: z.array(z.unknown()),
  localization: ZLocalization,
  default_price_name: z.string(),
  price_options: z.array(
    z.object({
      name: z.string(),
      price: z.number(),
      calories: z.int().nullable().optional(),
      localization: ZLocalization.optional(),
    }),
  ),
  recipe_number: z.string().nullable(),
  accounting_category: z.string().nullable(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  /** Ids of the linked modifier groups, in order (`GET …/items/{itemId}/options` gives them whole). */
  options: z.array(ZId),
});
export type Item = z.infer<typeof ZItem>;

export const ITEM_DEFAULTS = {
  default_price_name: DEFAULT_PRICE_NAME,
  tax_rebate_eligibility: 'eligible',
  auto_restock: 'disabled',
} as const;

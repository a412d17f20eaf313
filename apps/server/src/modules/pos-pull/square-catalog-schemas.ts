import { z } from 'zod';

/**
 * The parts of Square's Catalog API objects a pull reads (https://developer.squareup.com/reference/
 * square/catalog-api/list-catalog, objects CatalogObject, CatalogItem, CatalogItemVariation,
 * CatalogCategory, CatalogModifierList, CatalogModifier). Unknown fields are ignored; a field the
 * pull reads that has the wrong type makes the catalogue unreadable.
 */

/** `{amount, currency}`: amount in the currency's smallest unit (cents for CAD). */
export const ZSquareMoney = z.object({ amount: z.int(), currency: z.string() });
export type SquareMoney = z.infer<typeof ZSquareMoney>;

/** Where an object is sold: every location but `absent_at…`, or only `present_at…`. */
const presence = {
  id: z.string().min(1),
  is_deleted: z.boolean().optional(),
  /** Square's default is true. */
  present_at_all_locations: z.boolean().optional(),
  present_at_location_ids: z.array(z.string()).optional(),
  absent_at_location_ids: z.array(z.string()).optional(),
};
export type SquarePresence = {
  is_deleted?: boolean | undefined;
  present_at_all_locations?: boolean | undefined;
  present_at_location_ids?: string[] | undefined;
  absent_at_location_ids?: string[] | undefined;
};

export const ZSquareVariation = z.object({
  ...presence,
  type: z.literal('ITEM_VARIATION'),
  item_variation_data: z.object({
    name: z.string().nullish(),
    sku: z.string().nullish(),
    ordinal: z.int().nullish(),
    /** FIXED_PRICING (price_money) or VARIABLE_PRICING (priced at the till). */
    pricing_type: z.string().nullish(),
    price_money: ZSquareMoney.nullish(),
    location_overrides: z
      .array(z.object({ location_id: z.string(), price_money: ZSquareMoney.nullish() }))
      .nullish(),
  }),
});
export type SquareVariation = z.infer<typeof ZSquareVariation>;

export const ZSquareModifierListInfo = z.object({
  modifier_list_id: z.string(),
  /** -1 or absent: the list's own rule (a SINGLE list asks for exactly one). */
  min_selected_modifiers: z.int().nullish(),
  max_selected_modifiers: z.int().nullish(),
  enabled: z.boolean().nullish(),
});
export type SquareModifierListInfo = z.infer<typeof ZSquareModifierListInfo>;

export const ZSquareItem = z.object({
  ...presence,
  type: z.literal('ITEM'),
  item_data: z.object({
    name: z.string(),
    description: z.string().nullish(),
    description_html: z.string().nullish(),
    description_plaintext: z.string().nullish(),
    /** Older catalogues: the one category. */
    category_id: z.string().nullish(),
    categories: z.array(z.object({ id: z.string(), ordinal: z.number().nullish() })).nullish(),
    is_archived: z.boolean().nullish(),
    variations: z.array(ZSquareVariation).nullish(),
    modifier_list_info: z.array(ZSquareModifierListInfo).nullish(),
  }),
});
export type SquareItem = z.infer<typeof ZSquareItem>;

export const ZSquareCategory = z.object({
  ...presence,
  type: z.literal('CATEGORY'),
  category_data: z.object({ name: z.string() }),
});
export type SquareCategory = z.infer<typeof ZSquareCategory>;

export const ZSquareModifier = z.object({
  ...presence,
  type: z.literal('MODIFIER'),
  modifier_data: z.object({
    name: z.string(),
    price_money: ZSquareMoney.nullish(),
    ordinal: z.int().nullish(),
  }),
});
export type SquareModifier = z.infer<typeof ZSquareModifier>;

export const ZSquareModifierList = z.object({
  ...presence,
  type: z.literal('MODIFIER_LIST'),
  modifier_list_data: z.object({
    name: z.string(),
    ordinal: z.int().nullish(),
    /** Deprecated by Square for min/max, still sent: SINGLE or MULTIPLE. */
    selection_type: z.string().nullish(),
    min_selected_modifiers: z.int().nullish(),
    max_selected_modifiers: z.int().nullish(),
    /** LIST (modifiers to choose) or TEXT (free text, nothing to choose). */
    modifier_type: z.string().nullish(),
    modifiers: z.array(ZSquareModifier).nullish(),
  }),
});
export type SquareModifierList = z.infer<typeof ZSquareModifierList>;

/** One page of `GET /v2/catalog/list`: objects of any type, and the next page's cursor. */
export const ZSquareListCatalogPage = z.object({
  objects: z.array(z.object({ type: z.string() }).loose()).nullish(),
  cursor: z.string().nullish(),
});
export type SquareListCatalogPage = z.infer<typeof ZSquareListCatalogPage>;

/** The object types a pull asks for (`types=`). */
export const SQUARE_CATALOG_TYPES = ['ITEM', 'CATEGORY', 'MODIFIER_LIST'] as const;

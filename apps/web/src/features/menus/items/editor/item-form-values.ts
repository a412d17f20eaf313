import {
  DEFAULT_PRICE_NAME,
  ITEM_DEFAULTS,
  editableDefaultPriceName,
  formatPriceInput,
  isRegularSchedule,
  regularSchedule,
  storedDefaultPriceName,
  type Allergen,
  type AutoRestockMode,
  type CreateItemRequest,
  type Diet,
  type Item,
  type Localization,
  type PriceSchedule,
  type TaxRebateEligibility,
} from '@app/domain';
import { cleanLocalization } from '#shared/catalogue/content-languages.ts';

/**
 * What the item editor edits. Numbers are kept as typed text (`"4,50"` is a valid price in
 * French); the domain's `ZCreateItemRequest` reads and validates them on submit.
 */
export interface ItemFormValues {
  name: string;
  description: string;
  /** `{ <secondary language>: { name, description, default_price_name } }`. */
  localization: Record<string, Record<string, string>>;
  base_price: string;
  default_price_name: string;
  /** Each with its name in the secondary language (`localization.<secondary>.name`). */
  price_options: {
    name: string;
    price: string;
    calories: string;
    localization: Record<string, Record<string, string>>;
  }[];
  calories: string;
  ingredients: { name: string; calories: string }[];
  includes: string;
  allergens: Allergen[];
  diets: Diet[];
  sku: string;
  recipe_number: string;
  category: string;
  accounting_category: string;
  tax_rate: string;
  tax_rebate_eligibility: TaxRebateEligibility;
  is_hidden: boolean;
  sold_out: boolean;
  featured_item: boolean;
  upsell_item: boolean;
  meal_package: boolean;
  alcoholic_beverage: boolean;
  /** `per_guest` when sold per guest (the "Sold per guest" switch), any other type as stored. */
  price_type: string;
  auto_restock: AutoRestockMode;
  nutritional_sheet_url: string;
  options: number[];
  /** Always a full week here; an all-regular week is sent as "no schedule" (null). */
  price_schedule: PriceSchedule;
  /** Amount of each price code of the schedule, as typed. */
  additional_prices: Record<string, string>;
}

const text = (value: string | null | undefined) => value ?? '';
const wholeNumber = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * The editor's starting values: the item's, or the defaults of a new item (spec part 1 §9). The
 * secondary language's texts start empty rather than missing, so its fields always hold text. The
 * default price name shows in the primary language ("Régulier" for a French location).
 */
export function itemFormValues(
  item: Item | null,
  { primary, secondary }: { primary: string; secondary: string },
): ItemFormValues {
  const localization = formLocalization(item?.localization, secondary, [
    'name',
    'description',
    'default_price_name',
  ]);
  return {
    name: text(item?.name),
    description: text(item?.description),
    localization,
    base_price: item ? formatPriceInput(item.base_price) : '',
    default_price_name: editableDefaultPriceName(
      item?.default_price_name ?? DEFAULT_PRICE_NAME,
      primary,
    ),
    price_options: (item?.price_options ?? []).map((option) => ({
      name: option.name,
      price: formatPriceInput(option.price),
      calories: wholeNumber(option.calories),
      localization: formLocalization(option.localization, secondary, ['name']),
    })),
    calories: wholeNumber(item?.calories),
    ingredients: (item?.ingredients ?? []).map((ingredient) => ({
      name: ingredient.name,
      calories: wholeNumber(ingredient.calories),
    })),
    includes: text(item?.includes),
    allergens: item?.allergens ?? [],
    diets: item?.diets ?? [],
    sku: text(item?.sku),
    recipe_number: text(item?.recipe_number),
    category: text(item?.category),
    accounting_category: text(item?.accounting_category),
    tax_rate: text(item?.tax_rate),
    tax_rebate_eligibility: item?.tax_rebate_eligibility ?? ITEM_DEFAULTS.tax_rebate_eligibility,
    is_hidden: item?.is_hidden ?? false,
    sold_out: item?.sold_out ?? false,
    featured_item: item?.featured_item ?? false,
    upsell_item: item?.upsell_item ?? false,
    meal_package: item?.meal_package ?? false,
    alcoholic_beverage: item?.alcoholic_beverage ?? false,
    price_type: text(item?.price_type),
    auto_restock: item?.auto_restock ?? ITEM_DEFAULTS.auto_restock,
    nutritional_sheet_url: text(item?.nutritional_sheet_url),
    options: item?.options ?? [],
    price_schedule: item?.price_schedule ?? regularSchedule(),
    additional_prices: Object.fromEntries(
      Object.entries(item?.additional_prices ?? {}).map(([code, price]) => [
        code,
        formatPriceInput(price),
      ]),
    ),
  };
}

/** Stored translations as form text: the secondary language's `fields` start empty, not missing. */
function formLocalization(
  stored: Localization | null | undefined,
  secondary: string,
  fields: readonly string[],
): Record<string, Record<string, string>> {
  const localization: Record<string, Record<string, string>> = {
    [secondary]: Object.fromEntries(fields.map((field) => [field, ''])),
  };
  for (const [language, texts] of Object.entries(stored ?? {})) {
    localization[language] = {
      ...localization[language],
      ...Object.fromEntries(Object.entries(texts).map(([field, value]) => [field, value ?? ''])),
    };
  }
  return localization;
}

const orNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value;

/**
 * The body of the create or update call from the validated values: blank optional texts become
 * null, blank translations are dropped, a schedule that changes nothing is sent as none, and
 * "Save" publishes while "Save draft" keeps the item a draft.
 */
export function itemRequest(values: CreateItemRequest, published: boolean): CreateItemRequest {
  const schedule = isRegularSchedule(values.price_schedule) ? null : values.price_schedule;
  return {
    ...values,
    description: orNull(values.description),
    nutritional_sheet_url: orNull(values.nutritional_sheet_url),
    sku: orNull(values.sku),
    category: orNull(values.category),
    includes: orNull(values.includes),
    price_type: orNull(values.price_type),
    tax_rate: orNull(values.tax_rate),
    recipe_number: orNull(values.recipe_number),
    accounting_category: orNull(values.accounting_category),
    default_price_name: storedDefaultPriceName(values.default_price_name),
    localization: cleanLocalization(values.localization),
    price_options: values.price_options?.map(({ localization, ...option }) => {
      // A price without a translation is sent without `localization`, as it was before.
      const translated = cleanLocalization(localization);
      return Object.keys(translated).length > 0 ? { ...option, localization: translated } : option;
    }),
    price_schedule: schedule,
    additional_prices: schedule ? (values.additional_prices ?? {}) : null,
    published,
  };
}

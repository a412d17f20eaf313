import type { Locale } from '../i18n/locale.ts';

/** Allergen tags of an item (spec part 1 §3), in display order. */
export const allergens = [
  'Peanuts',
  'Treenuts',
  'Dairy',
  'Gluten',
  'Egg',
  'Fish',
  'Soy',
  'Sesame',
  'Mustard',
  'Alcohol',
] as const;
export type Allergen = (typeof allergens)[number];

/** Diet tags of an item (spec part 1 §3). */
export const diets = ['Pescatarian', 'Vegan', 'Vegetarian'] as const;
export type Diet = (typeof diets)[number];

/** Who may order from a menu. Default unrestricted (spec part 1 §9). */
export const accessLevels = ['unrestricted', 'guest_only', 'staff_only'] as const;
export type AccessLevel = (typeof accessLevels)[number];

/** Ontario point-of-sale HST rebate setting of an item. Default eligible (spec part 1 §9). */
export const taxRebateEligibilities = [
  'not_eligible',
  'eligible',
  'eligible_with_qualification',
] as const;
export type TaxRebateEligibility = (typeof taxRebateEligibilities)[number];

/** What happens to a sold-out item overnight. Default disabled. */
export const autoRestockModes = ['disabled', 'next_business_day'] as const;
export type AutoRestockMode = (typeof autoRestockModes)[number];

/** Modifier group kinds; pricing groups are listed first. Default addons. */
export const optionGroupTypes = ['addons', 'pricing'] as const;
export type OptionGroupType = (typeof optionGroupTypes)[number];

/** Name of an item's own price when it has price options. */
export const DEFAULT_PRICE_NAME = 'Regular';

/** Largest image accepted for a menu, item, menu group or location (spec part 1 §9). */
export const IMAGE_MAX_BYTES = 3 * 1024 * 1024;
/** Advised image ratio (width / height): the cropper frames images to it. */
export const IMAGE_ASPECT_RATIO = 4 / 3;

/** Longest primary or secondary name of a menu, section, item, option or group. */
export const CATALOGUE_NAME_MAX_LENGTH = 200;
/**
 * Highest price of a menu, section, item, price option or option value, in dollars. Prices are
 * stored as numeric(12,2) (at most 9 999 999 999.99); a clear "must be … or lower" beats a
 * database error, and no food-service price comes near a million dollars.
 */
export const CATALOGUE_PRICE_MAX = 999_999.99;
/** Longest description (rich text, before sanitising). */
export const CATALOGUE_DESCRIPTION_MAX_LENGTH = 5000;

const allergenLabels: Record<Allergen, Record<Locale, string>> = {
  Peanuts: { 'en-CA': 'Peanuts', 'fr-CA': 'Arachides' },
  Treenuts: { 'en-CA': 'Tree nuts', 'fr-CA': 'Noix' },
  Dairy: { 'en-CA': 'Dairy', 'fr-CA': 'Produits laitiers' },
  Gluten: { 'en-CA': 'Gluten', 'fr-CA': 'Gluten' },
  Egg: { 'en-CA': 'Egg', 'fr-CA': 'Œufs' },
  Fish: { 'en-CA': 'Fish', 'fr-CA': 'Poisson' },
  Soy: { 'en-CA': 'Soy', 'fr-CA': 'Soya' },
  Sesame: { 'en-CA': 'Sesame', 'fr-CA': 'Sésame' },
  Mustard: { 'en-CA': 'Mustard', 'fr-CA': 'Moutarde' },
  Alcohol: { 'en-CA': 'Alcohol', 'fr-CA': 'Alcool' },
};

const dietLabels: Record<Diet, Record<Locale, string>> = {
  Pescatarian: { 'en-CA': 'Pescatarian', 'fr-CA': 'Pescétarien' },
  Vegan: { 'en-CA': 'Vegan', 'fr-CA': 'Végétalien' },
  Vegetarian: { 'en-CA': 'Vegetarian', 'fr-CA': 'Végétarien' },
};

/** The label of an allergen tag in a language (stored values stay the English codes). */
export function allergenLabel(allergen: Allergen, locale: Locale): string {
  return allergenLabels[allergen][locale];
}

/** The label of a diet tag in a language. */
export function dietLabel(diet: Diet, locale: Locale): string {
  return dietLabels[diet][locale];
}

import { DEFAULT_PRICE_NAME } from './catalogue-constants.ts';
import { contentLanguageOf, textIn, type TextsByLanguage } from './content-languages.ts';

/** The name every item's base price starts with, in each content language. */
const DEFAULT_PRICE_NAMES = { en: DEFAULT_PRICE_NAME, fr: 'Régulier' } as const;

interface PricedItem {
  default_price_name: string;
  /** `{ fr: { default_price_name: "…" } }` among the item's other texts. */
  localization?: TextsByLanguage | null;
  price_options: readonly { name: string; localization?: TextsByLanguage | null }[];
}

/**
 * The name of an item's base price as `language` reads it (a content language or a locale): its
 * translation (`localization.<language>.default_price_name`) when set; the default name in that
 * language when the item keeps the default ("Regular" reads "Régulier" in French, whatever the
 * location's primary language, as the editor fills it in English); else the name as written.
 */
export function defaultPriceNameIn(
  item: Pick<PricedItem, 'default_price_name' | 'localization'>,
  language: string,
): string {
  const translated = textIn(null, item.localization, 'default_price_name', language);
  if (translated !== null) return translated;
  return item.default_price_name === DEFAULT_PRICE_NAME
    ? DEFAULT_PRICE_NAMES[contentLanguageOf(language)]
    : item.default_price_name;
}

/** The default name of an item's base price in a language (content language or locale). */
export function defaultPriceNameOf(language: string): string {
  return DEFAULT_PRICE_NAMES[contentLanguageOf(language)];
}

/**
 * The base price's name as an editor in `language` shows it: the default name of that language
 * when the item keeps the default (stored as "Regular"), else the name as stored.
 */
export function editableDefaultPriceName(stored: string, language: string): string {
  return stored === DEFAULT_PRICE_NAME ? defaultPriceNameOf(language) : stored;
}

/**
 * The base price's name to store from what an editor typed: nothing, or the default name of
 * either language, is stored as the default ("Regular", which every language reads in its own
 * words); any other name is stored as typed.
 */
export function storedDefaultPriceName(typed: string | undefined): string {
  const name = typed?.trim() ?? '';
  const defaults: readonly string[] = Object.values(DEFAULT_PRICE_NAMES);
  return name === '' || defaults.includes(name) ? DEFAULT_PRICE_NAME : name;
}

/** A price option's name as `language` reads it: its translation when set, else its own name. */
export function priceOptionNameIn(
  option: { name: string; localization?: TextsByLanguage | null },
  language: string,
): string {
  return textIn(option.name, option.localization, 'name', language);
}

/**
 * The price chosen on a cart line (`price_option`, the primary name the order keeps) as
 * `language` reads it: the item's option of that name, or its base price (named by
 * `default_price_name`, as pricing reads it); the name as kept when the item has neither any more.
 */
export function linePriceNameIn(
  item: PricedItem | undefined,
  priceOption: string,
  language: string,
): string {
  const option = item?.price_options.find((candidate) => candidate.name === priceOption);
  if (option) return priceOptionNameIn(option, language);
  if (item && item.default_price_name === priceOption) return defaultPriceNameIn(item, language);
  return priceOption;
}

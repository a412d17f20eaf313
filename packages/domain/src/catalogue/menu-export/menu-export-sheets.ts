import type { Locale } from '../../i18n/locale.ts';
import { formatMoney } from '../../money/money-format.ts';
import { toCents } from '../../money/cents.ts';
import { plainTextOfRichText } from '../../text/plain-text.ts';
import { allergenLabel, dietLabel } from '../catalogue-constants.ts';
import { textIn, type ContentLanguage, type TextsByLanguage } from '../content-languages.ts';
import type { Item } from '../item-schemas.ts';
import type { DeepMenu } from '../menu-schemas.ts';
import type { OptionGroup } from '../option-schemas.ts';
import { defaultPriceNameIn, priceOptionNameIn } from '../price-names.ts';

/**
 * The menu spreadsheet (issue 5 item 4), as plain tables: one sheet of the menu's items (with
 * their sections) and one of the add-on groups its items offer. Headers and yes/no are in the
 * caller's language; every text is there in English and in French (whichever is the location's
 * primary language); amounts are numbers for the writer to format as currency. The server writes
 * these rows as they are, making every text cell safe with `spreadsheetText`.
 */

/** How the writer shows a column: text, an amount in dollars, or a whole number. */
export type ExportColumnKind = 'text' | 'money' | 'integer';
export type ExportCell = string | number | null;

export interface ExportColumn {
  header: string;
  kind: ExportColumnKind;
  /** Width in characters. */
  width: number;
}

export interface ExportSheet {
  name: string;
  columns: ExportColumn[];
  rows: ExportCell[][];
}

export interface MenuExportOptions {
  /** The caller's language: headers, sheet names, yes/no, allergen and diet labels. */
  locale: Locale;
  /** The location's primary content language (the objects' own fields hold it). */
  primaryLanguage: ContentLanguage;
}

type Texts = Record<
  | 'itemsSheet'
  | 'modifiersSheet'
  | 'section'
  | 'item'
  | 'description'
  | 'price'
  | 'priceOptions'
  | 'calories'
  | 'allergens'
  | 'diets'
  | 'sku'
  | 'published'
  | 'soldOut'
  | 'modifierGroups'
  | 'group'
  | 'required'
  | 'multiple'
  | 'limit'
  | 'option'
  | 'usedBy'
  | 'english'
  | 'french'
  | 'yes'
  | 'no',
  string
>;

const TEXTS: Record<Locale, Texts> = {
  'en-CA': {
    itemsSheet: 'Items',
    modifiersSheet: 'Add-ons',
    section: 'Section',
    item: 'Item',
    description: 'Description',
    price: 'Price',
    priceOptions: 'Price options',
    calories: 'Calories',
    allergens: 'Allergens',
    diets: 'Diets',
    sku: 'SKU',
    published: 'Published',
    soldOut: 'Sold out',
    modifierGroups: 'Add-on groups',
    group: 'Add-on group',
    required: 'Required',
    multiple: 'Multiple selection',
    limit: 'Maximum selection',
    option: 'Option',
    usedBy: 'Items',
    english: 'English',
    french: 'French',
    yes: 'Yes',
    no: 'No',
  },
  'fr-CA': {
    itemsSheet: 'Articles',
    modifiersSheet: 'Suppléments',
    section: 'Section',
    item: 'Article',
    description: 'Description',
    price: 'Prix',
    priceOptions: 'Options de prix',
    calories: 'Calories',
    allergens: 'Allergènes',
    diets: 'Régimes',
    sku: 'UGS',
    published: 'Publié',
    soldOut: 'Épuisé',
    modifierGroups: 'Groupes de suppléments',
    group: 'Groupe de suppléments',
    required: 'Obligatoire',
    multiple: 'Choix multiple',
    limit: 'Choix maximum',
    option: 'Option',
    usedBy: 'Articles',
    english: 'anglais',
    french: 'français',
    yes: 'Oui',
    no: 'Non',
  },
};

interface Localized {
  localization?: TextsByLanguage | null;
}

/**
 * A field in one language: the object's own text when it is the primary language, else its
 * translation (empty when there is none: a missing translation is not the primary text).
 */
function textOf(
  primary: string | null,
  object: Localized,
  field: string,
  language: ContentLanguage,
  options: MenuExportOptions,
): string {
  if (language === options.primaryLanguage) return primary ?? '';
  const translated = object.localization?.[language]?.[field];
  return typeof translated === 'string' ? translated : '';
}

function bothLanguages(
  primary: string | null,
  object: Localized,
  field: string,
  options: MenuExportOptions,
  rich = false,
): [string, string] {
  const read = (language: ContentLanguage) => {
    const text = textOf(primary, object, field, language, options);
    return rich ? plainTextOfRichText(text) : text;
  };
  return [read('en'), read('fr')];
}

/** `Regular: $9.99, Large: $12.00` in a language (`Régulier : 9,99 $, …` in French). */
function priceOptionsText(item: Item, language: ContentLanguage): string {
  if (item.price_options.length === 0) return '';
  const locale: Locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const colon = language === 'fr' ? '\u00a0: ' : ': ';
  const entry = (name: string, price: number) =>
    `${name}${colon}${formatMoney(toCents(price), locale)}`;
  return [
    entry(defaultPriceNameIn(item, language), item.base_price),
    ...item.price_options.map((option) => entry(priceOptionNameIn(option, language), option.price)),
  ].join(', ');
}

function headersInBothLanguages(label: string, texts: Texts): [string, string] {
  return [`${label} (${texts.english})`, `${label} (${texts.french})`];
}

function column(header: string, kind: ExportColumnKind, width: number): ExportColumn {
  return { header, kind, width };
}

function itemsSheet(menu: DeepMenu, groups: OptionGroup[], options: MenuExportOptions) {
  const texts = TEXTS[options.locale];
  const yesNo = (value: boolean) => (value ? texts.yes : texts.no);
  const groupNames = new Map(
    groups.map((group) => [
      group.id,
      textIn(group.name, group.localization, 'name', options.locale),
    ]),
  );
  const [sectionEn, sectionFr] = headersInBothLanguages(texts.section, texts);
  const [itemEn, itemFr] = headersInBothLanguages(texts.item, texts);
  const [descriptionEn, descriptionFr] = headersInBothLanguages(texts.description, texts);
  const [pricesEn, pricesFr] = headersInBothLanguages(texts.priceOptions, texts);
  const columns = [
    column(sectionEn, 'text', 22),
    column(sectionFr, 'text', 22),
    column(itemEn, 'text', 28),
    column(itemFr, 'text', 28),
    column(descriptionEn, 'text', 40),
    column(descriptionFr, 'text', 40),
    column(texts.price, 'money', 12),
    column(pricesEn, 'text', 30),
    column(pricesFr, 'text', 30),
    column(texts.calories, 'integer', 10),
    column(texts.allergens, 'text', 24),
    column(texts.diets, 'text', 18),
    column(texts.sku, 'text', 14),
    column(texts.published, 'text', 10),
    column(texts.soldOut, 'text', 10),
    column(texts.modifierGroups, 'text', 28),
  ];
  const itemRow = (section: [string, string], item: Item): ExportCell[] => [
    ...section,
    ...bothLanguages(item.name, item, 'name', options),
    ...bothLanguages(item.description, item, 'description', options, true),
    item.base_price,
    priceOptionsText(item, 'en'),
    priceOptionsText(item, 'fr'),
    item.calories,
    item.allergens.map((allergen) => allergenLabel(allergen, options.locale)).join(', '),
    item.diets.map((diet) => dietLabel(diet, options.locale)).join(', '),
    item.sku ?? '',
    yesNo(item.published),
    yesNo(item.sold_out),
    item.options.flatMap((id) => groupNames.get(id) ?? []).join(', '),
  ];
  const rows: ExportCell[][] = [];
  for (const section of menu.sections) {
    const names = bothLanguages(section.name, section, 'name', options);
    // An empty section still shows, so the sheet lists every section of the menu.
    if (section.items.length === 0) rows.push([...names, ...columns.slice(2).map(() => null)]);
    for (const item of section.items) rows.push(itemRow(names, item));
  }
  for (const item of menu.items) rows.push(itemRow(['', ''], item));
  return { name: texts.itemsSheet, columns, rows };
}

function modifiersSheet(menu: DeepMenu, groups: OptionGroup[], options: MenuExportOptions) {
  const texts = TEXTS[options.locale];
  const yesNo = (value: boolean) => (value ? texts.yes : texts.no);
  const items = [...menu.sections.flatMap((section) => section.items), ...menu.items];
  const usedBy = new Map<number, string[]>();
  for (const item of items) {
    for (const id of item.options) {
      const name = textIn(item.name, item.localization, 'name', options.locale);
      usedBy.set(id, [...(usedBy.get(id) ?? []), name]);
    }
  }
  const [groupEn, groupFr] = headersInBothLanguages(texts.group, texts);
  const [optionEn, optionFr] = headersInBothLanguages(texts.option, texts);
  const columns = [
    column(groupEn, 'text', 26),
    column(groupFr, 'text', 26),
    column(texts.required, 'text', 12),
    column(texts.multiple, 'text', 14),
    column(texts.limit, 'integer', 12),
    column(optionEn, 'text', 26),
    column(optionFr, 'text', 26),
    column(texts.price, 'money', 12),
    column(texts.calories, 'integer', 10),
    column(texts.usedBy, 'text', 40),
  ];
  const rows: ExportCell[][] = [];
  for (const group of groups) {
    const users = usedBy.get(group.id);
    if (!users) continue;
    const groupCells: ExportCell[] = [
      ...bothLanguages(group.name, group, 'name', options),
      yesNo(group.required),
      yesNo(group.allow_multiple_selection),
      group.limit,
    ];
    const used = users.join(', ');
    if (group.values.length === 0) rows.push([...groupCells, null, null, null, null, used]);
    for (const value of group.values) {
      rows.push([
        ...groupCells,
        ...bothLanguages(value.name, value, 'name', options),
        value.price,
        value.calories,
        used,
      ]);
    }
  }
  return { name: texts.modifiersSheet, columns, rows };
}

/**
 * The sheets of a menu's spreadsheet: its items (sections in order, then the items outside
 * sections) and the add-on groups those items offer (in `groups`' order, one row per option).
 * `groups` may hold every group of the location: only those linked to an item are listed.
 */
export function menuExportSheets(
  menu: DeepMenu,
  groups: OptionGroup[],
  options: MenuExportOptions,
): ExportSheet[] {
  return [itemsSheet(menu, groups, options), modifiersSheet(menu, groups, options)];
}

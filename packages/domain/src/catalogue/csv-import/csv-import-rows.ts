import type { Locale } from '../../i18n/locale.ts';
import { interpolate } from '../../i18n/locale.ts';
import { zodIssueToValidationIssue } from '../../validation/zod-issues.ts';
import {
  isValidationRule,
  validationIssue,
  validationMessage,
  type ValidationRule,
} from '../../validation/validation-messages.ts';
import { allergenLabel, allergens, type Diet } from '../catalogue-constants.ts';
import { zCatalogueName, type Localization } from '../catalogue-fields.ts';
import type { ContentLanguage } from '../content-languages.ts';
import {
  csvImportHeaderOf,
  type CsvImportColumn,
  type CsvImportLayout,
  type CsvImportTextColumn,
} from './csv-import-columns.ts';
import {
  readAllergensCell,
  readNumberCell,
  readPriceCell,
  readYesNoCell,
} from './csv-import-cells.ts';
import { ZCreateItemRequest, type CreateItemRequest } from '../item-schemas.ts';

/** Problems only a CSV row can have, beside the shared form rules. */
export const csvImportRowRules = {
  unknownAllergen: {
    en: 'Unknown allergen “{names}”. Use: {known}.',
    fr: 'Allergène inconnu « {names} ». Utilisez : {known}.',
  },
  yesNo: {
    en: 'Write Yes or TRUE, or leave it empty (found “{value}”).',
    fr: 'Écrivez Yes ou TRUE, ou laissez vide (trouvé « {value} »).',
  },
  extraCells: {
    en: 'This row has {count} cells; the header has {columns}.',
    fr: 'Cette ligne a {count} cellules; l’en-tête en a {columns}.',
  },
  menuWithoutSections: {
    en: 'The menu “{menu}” does not use sections (stations). Turn sections on for it, or use another menu name.',
    fr: 'Le menu « {menu} » n’utilise pas de sections (stations). Activez les sections de ce menu ou utilisez un autre nom de menu.',
  },
} as const satisfies Record<string, { en: string; fr: string }>;
export type CsvImportRowRule = keyof typeof csvImportRowRules;

/** What is wrong with a row: the column (null for the whole row), the rule and its values. */
export interface CsvImportProblem {
  column: CsvImportColumn | null;
  rule: ValidationRule | CsvImportRowRule;
  params: Record<string, string | number>;
}

/**
 * A problem as the preview shows it: "Sell Price: Must be a number." in the caller's language
 * (French puts a space before the colon). Unknown allergens are answered with the names the
 * cell accepts, in that language.
 */
export function csvImportProblemMessage(problem: CsvImportProblem, locale: Locale): string {
  const french = locale === 'fr-CA';
  const text = isValidationRule(problem.rule)
    ? validationMessage(validationIssue(problem.rule, problem.params), locale)
    : interpolate(
        csvImportRowRules[problem.rule][french ? 'fr' : 'en'],
        {
          ...problem.params,
          known: allergens.map((allergen) => allergenLabel(allergen, locale)).join(', '),
        },
        locale,
      );
  if (!problem.column) return text;
  return `${csvImportHeaderOf(problem.column)}${french ? ' : ' : ': '}${text}`;
}

/** A name in the location's primary language with its secondary-language text, if any. */
export interface CsvImportName {
  name: string;
  localization: Localization;
}

/** A row that can be imported: where it goes and the item it makes. */
export interface CsvImportRow {
  /** The row number a spreadsheet shows (the header is row 1). */
  row: number;
  menu: CsvImportName;
  station: CsvImportName;
  item: CreateItemRequest & { name: string; base_price: number };
}

export type CsvImportRowReading =
  | { ok: true; value: CsvImportRow }
  | {
      ok: false;
      row: number;
      problems: CsvImportProblem[];
      /** What the row names, as far as it could be read, so the preview can show where it is. */
      menu: string;
      station: string;
      name: string;
    };

/** The texts of a text column in the location's languages (English column, French column). */
function textsOf(cell: (column: CsvImportColumn) => string, column: CsvImportTextColumn) {
  return { en: cell(column).trim(), fr: cell(`${column}_fr`).trim() };
}

/**
 * The primary text and secondary localization of one field: the English column feeds `en`,
 * the French column `fr`. When the primary language's cell is empty, the other language's text
 * becomes the primary one (a French location importing an English-only sheet still gets names).
 */
function localized(
  texts: { en: string; fr: string },
  field: string,
  languages: { primary: ContentLanguage; secondary: ContentLanguage },
): { text: string; source: ContentLanguage; localization: Localization } {
  const primary = texts[languages.primary];
  const secondary = texts[languages.secondary];
  if (primary === '') {
    // Both empty: the problem is shown on the English column, the one every sheet must have.
    const source = secondary === '' ? 'en' : languages.secondary;
    return { text: secondary, source, localization: {} };
  }
  return {
    text: primary,
    source: languages.primary,
    localization: secondary === '' ? {} : { [languages.secondary]: { [field]: secondary } },
  };
}

/** The column a text came from: the English one, or its French variant. */
function columnIn(base: CsvImportColumn, language: ContentLanguage | undefined): CsvImportColumn {
  return (language === 'fr' ? `${base}_fr` : base) as CsvImportColumn;
}

/** Menu and station names follow the catalogue's name rule (required, at most 200 characters). */
const nameSchema = zCatalogueName();

/** Where an item request field's problem is shown. */
const itemFieldColumns: Record<string, CsvImportColumn> = {
  name: 'short_name',
  description: 'description',
  base_price: 'sell_price',
  calories: 'kcal',
  recipe_number: 'recipe_number',
  accounting_category: 'jde_category',
};

/**
 * Reads one data row against the header layout, for a location whose content languages are
 * `languages`. Every problem of the row is reported at once, each naming its column, so a sheet
 * can be fixed in one pass. Required: Menu Name, Station, Short Name and Sell Price filled in.
 * A negative price or calorie count is refused rather than turned into the default: in a
 * sheet it is a data error, not an empty cell.
 */
export function readCsvImportRow(
  cells: readonly string[],
  row: number,
  layout: CsvImportLayout,
  languages: { primary: ContentLanguage; secondary: ContentLanguage },
): CsvImportRowReading {
  const cell = (column: CsvImportColumn) => {
    const index = layout.positions[column];
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const problems: CsvImportProblem[] = [];
  const problem = (
    column: CsvImportColumn | null,
    rule: CsvImportProblem['rule'],
    params: CsvImportProblem['params'] = {},
  ) => problems.push({ column, rule, params });

  const menu = localized(textsOf(cell, 'menu_name'), 'name', languages);
  const station = localized(textsOf(cell, 'station'), 'name', languages);
  const item = localized(textsOf(cell, 'short_name'), 'name', languages);
  const description = localized(textsOf(cell, 'description'), 'description', languages);
  const extra = cells.findLastIndex((value) => value.trim() !== '') + 1;
  if (extra > layout.columns)
    problem(null, 'extraCells', { count: extra, columns: layout.columns });
  for (const [column, name] of [
    ['menu_name', menu],
    ['station', station],
  ] as const) {
    const parsed = nameSchema.safeParse(name.text);
    if (!parsed.success) {
      const found = zodIssueToValidationIssue(parsed.error.issues[0]!);
      problem(columnIn(column, name.source), found.rule, found.params);
    }
  }

  const price = readPriceCell(cell('sell_price'));
  if (price === null) problem('sell_price', 'required');
  else if (price === undefined) problem('sell_price', 'numeric');
  else if (price < 0) problem('sell_price', 'minValue', { min: 0 });

  const calories = readNumberCell(cell('kcal'));
  if (calories === undefined) problem('kcal', 'numeric');
  else if (calories !== null && calories < 0) problem('kcal', 'minValue', { min: 0 });

  const allergenCell = readAllergensCell(cell('allergens'));
  if (allergenCell.unknown.length > 0) {
    problem('allergens', 'unknownAllergen', { names: allergenCell.unknown.join(', ') });
  }
  const yesNo = (column: 'vegan' | 'vegetarian' | 'meal_package') => {
    const value = readYesNoCell(cell(column));
    if (value === undefined) problem(column, 'yesNo', { value: cell(column).trim() });
    return value === true;
  };
  const diets: Diet[] = [];
  if (yesNo('vegan')) diets.push('Vegan');
  if (yesNo('vegetarian')) diets.push('Vegetarian');
  const mealPackage = yesNo('meal_package');

  const localization: Localization = {};
  for (const part of [item.localization, description.localization]) {
    for (const [language, texts] of Object.entries(part)) {
      localization[language] = { ...localization[language], ...texts };
    }
  }
  const request = ZCreateItemRequest.safeParse({
    name: item.text,
    description: description.text === '' ? null : description.text,
    base_price: price ?? 0,
    calories,
    recipe_number: cell('recipe_number').trim() || null,
    accounting_category: cell('jde_category').trim() || null,
    allergens: allergenCell.allergens,
    diets,
    meal_package: mealPackage,
    localization,
    published: true,
  });
  if (!request.success) {
    const sourceOf: Record<string, ContentLanguage> = {
      name: item.source,
      description: description.source,
    };
    for (const issue of request.error.issues) {
      const [field, language, localizedField] = issue.path.map(String);
      const inLocalization = field === 'localization';
      const base = itemFieldColumns[(inLocalization ? localizedField : field) ?? ''];
      if (!base) continue;
      const column = columnIn(
        base,
        inLocalization ? (language as ContentLanguage) : sourceOf[field ?? ''],
      );
      if (problems.some((known) => known.column === column)) continue;
      const found = zodIssueToValidationIssue(issue);
      problem(column, found.rule, found.params);
    }
  }
  if (problems.length > 0 || !request.success) {
    return { ok: false, row, problems, menu: menu.text, station: station.text, name: item.text };
  }
  return {
    ok: true,
    value: {
      row,
      menu: { name: menu.text, localization: menu.localization },
      station: { name: station.text, localization: station.localization },
      item: { ...request.data, name: request.data.name, base_price: request.data.base_price ?? 0 },
    },
  };
}

/** The row is blank: every cell empty or spaces (spreadsheets leave such rows, e.g. at the end). */
export function isBlankCsvRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * The columns of a menu CSV import (spec part 1 §5 "CSV import"): mandatory Menu Name, Station,
 * Short Name and Sell Price; optional Recipe Number, Allergens., Vegan Tag., Vegetarian Tag.,
 * KCAL, Description, JDE Category, Meal Package, and a French variant of each text column.
 *
 * Headers are matched loosely, as people type them in a spreadsheet: case, accents, spaces and
 * punctuation do not count ("Allergens." = "allergens"), and a French variant is the header with
 * "French", "FR" or "Français" before or after it ("Menu Name French", "Menu Name (FR)",
 * "French Menu Name"). Columns the import does not know are ignored and listed in the preview.
 */

export const csvImportColumnKeys = [
  'menu_name',
  'station',
  'short_name',
  'sell_price',
  'recipe_number',
  'allergens',
  'vegan',
  'vegetarian',
  'kcal',
  'description',
  'jde_category',
  'meal_package',
] as const;
export type CsvImportColumnKey = (typeof csvImportColumnKeys)[number];

/** The text columns that have a French variant. */
export const csvImportTextColumns = ['menu_name', 'station', 'short_name', 'description'] as const;
export type CsvImportTextColumn = (typeof csvImportTextColumns)[number];

/** A column of the file: a known column, or the French variant of a text column. */
export type CsvImportColumn = CsvImportColumnKey | `${CsvImportTextColumn}_fr`;

/** Each column's header as the spec writes it (what the template file and messages show). */
export const csvImportHeaders: Record<CsvImportColumnKey, string> = {
  menu_name: 'Menu Name',
  station: 'Station',
  short_name: 'Short Name',
  sell_price: 'Sell Price',
  recipe_number: 'Recipe Number',
  allergens: 'Allergens.',
  vegan: 'Vegan Tag.',
  vegetarian: 'Vegetarian Tag.',
  kcal: 'KCAL',
  description: 'Description',
  jde_category: 'JDE Category',
  meal_package: 'Meal Package',
};

/** Columns every file must have (spec part 1 §5). */
export const csvImportRequiredColumns: readonly CsvImportColumnKey[] = [
  'menu_name',
  'station',
  'short_name',
  'sell_price',
];

const FRENCH_MARKERS = new Set(['french', 'fr', 'francais']);

/** A header reduced to lower-case words without accents or punctuation. */
function headerWords(header: string): string[] {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

const columnByWords = new Map<string, CsvImportColumnKey>(
  csvImportColumnKeys.map((key) => [headerWords(csvImportHeaders[key]).join(' '), key]),
);

/** The column a header names, or null when the import does not know it. */
export function csvImportColumnOf(header: string): CsvImportColumn | null {
  const words = headerWords(header);
  const exact = columnByWords.get(words.join(' '));
  if (exact) return exact;
  let base: string[] | null = null;
  if (words.length > 1 && FRENCH_MARKERS.has(words.at(-1)!)) base = words.slice(0, -1);
  else if (words.length > 1 && FRENCH_MARKERS.has(words[0]!)) base = words.slice(1);
  const key = base ? columnByWords.get(base.join(' ')) : undefined;
  return key && (csvImportTextColumns as readonly string[]).includes(key)
    ? (`${key}_fr` as CsvImportColumn)
    : null;
}

/** The header of a column as messages show it (a French variant: "Menu Name French"). */
export function csvImportHeaderOf(column: CsvImportColumn): string {
  return column.endsWith('_fr')
    ? `${csvImportHeaders[column.slice(0, -3) as CsvImportTextColumn]} French`
    : csvImportHeaders[column as CsvImportColumnKey];
}

export interface CsvImportLayout {
  /** How many cells the header row has. */
  columns: number;
  /** Where each known column is (0-based cell index). */
  positions: Partial<Record<CsvImportColumn, number>>;
  /** Mandatory columns the header lacks (their spec headers). */
  missing: string[];
  /** Known columns named more than once (the headers as written). */
  repeated: string[];
  /** Headers the import does not know and ignores (blank headers are left out). */
  ignored: string[];
}

/** Reads the header row: where each column is, what is missing, repeated or ignored. */
export function readCsvImportHeader(headers: readonly string[]): CsvImportLayout {
  const positions: CsvImportLayout['positions'] = {};
  const repeated: string[] = [];
  const ignored: string[] = [];
  headers.forEach((header, index) => {
    const column = csvImportColumnOf(header);
    if (!column) {
      if (header.trim() !== '') ignored.push(header.trim());
    } else if (positions[column] !== undefined) {
      repeated.push(header.trim());
    } else {
      positions[column] = index;
    }
  });
  const missing = csvImportRequiredColumns
    .filter((key) => positions[key] === undefined)
    .map((key) => csvImportHeaders[key]);
  return { columns: headers.length, positions, missing, repeated, ignored };
}

/**
 * The rows of the template offered for download: every column (the French variants after the
 * others) and one example row, which imports as it is.
 */
export function csvImportTemplateRows(): string[][] {
  const columns: CsvImportColumn[] = [
    ...csvImportColumnKeys,
    ...csvImportTextColumns.map((key) => `${key}_fr` as const),
  ];
  const example: Record<CsvImportColumn, string> = {
    menu_name: 'Lunch',
    station: 'Grill',
    short_name: 'Cheeseburger',
    sell_price: '9.50',
    recipe_number: 'R-1001',
    allergens: 'Dairy, Gluten',
    vegan: '',
    vegetarian: '',
    kcal: '640',
    description: 'Beef patty, cheddar and pickles',
    jde_category: 'FOOD-100',
    meal_package: 'Yes',
    menu_name_fr: 'Dîner',
    station_fr: 'Gril',
    short_name_fr: 'Burger au fromage',
    description_fr: 'Galette de bœuf, cheddar et cornichons',
  };
  return [columns.map(csvImportHeaderOf), columns.map((column) => example[column])];
}

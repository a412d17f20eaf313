import { describe, expect, it } from 'vitest';
import { csvImportTemplateRows, readCsvImportHeader } from './csv-import-columns.ts';
import { csvImportProblemMessage, readCsvImportRow } from './csv-import-rows.ts';

/** Every column: the spec's, then the French variants (the template's header row). */
const HEADER = csvImportTemplateRows()[0]!;
const layout = readCsvImportHeader(HEADER);
const ENGLISH_FIRST = { primary: 'en', secondary: 'fr' } as const;
const FRENCH_FIRST = { primary: 'fr', secondary: 'en' } as const;

function cells(values: Partial<Record<string, string>>): string[] {
  return HEADER.map((header) => values[header] ?? '');
}

const lunch = {
  'Menu Name': 'Lunch',
  Station: 'Grill',
  'Short Name': 'Veggie Burger',
  'Sell Price': '9,50 $',
};

describe('reading a CSV import row', () => {
  it('makes an item with every optional column', () => {
    const reading = readCsvImportRow(
      cells({
        ...lunch,
        'Recipe Number': 'R-100',
        'Allergens.': 'Gluten, Soy',
        'Vegan Tag.': 'Yes',
        'Vegetarian Tag.': 'TRUE',
        KCAL: '540.6',
        Description: 'Grilled <b>patty</b> & bun',
        'JDE Category': 'FOOD-01',
        'Meal Package': 'yes',
        'Menu Name French': 'Dîner',
        'Station French': 'Gril',
        'Short Name French': 'Burger végé',
        'Description French': 'Galette grillée',
      }),
      7,
      layout,
      ENGLISH_FIRST,
    );
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.value.row).toBe(7);
    expect(reading.value.menu).toEqual({ name: 'Lunch', localization: { fr: { name: 'Dîner' } } });
    expect(reading.value.station).toEqual({
      name: 'Grill',
      localization: { fr: { name: 'Gril' } },
    });
    expect(reading.value.item).toMatchObject({
      name: 'Veggie Burger',
      base_price: 9.5,
      recipe_number: 'R-100',
      allergens: ['Gluten', 'Soy'],
      diets: ['Vegan', 'Vegetarian'],
      calories: 541,
      description: 'Grilled <b>patty</b> & bun',
      accounting_category: 'FOOD-01',
      meal_package: true,
      localization: { fr: { name: 'Burger végé', description: 'Galette grillée' } },
      published: true,
    });
  });

  it('puts the French text first at a French-first location, the English one aside', () => {
    const reading = readCsvImportRow(
      cells({ ...lunch, 'Menu Name French': 'Dîner', 'Short Name French': 'Burger végé' }),
      2,
      layout,
      FRENCH_FIRST,
    );
    expect(reading.ok && reading.value.menu).toEqual({
      name: 'Dîner',
      localization: { en: { name: 'Lunch' } },
    });
    // No French station: the English one is the only text, so it is the primary one.
    expect(reading.ok && reading.value.station).toEqual({ name: 'Grill', localization: {} });
    expect(reading.ok && reading.value.item.name).toBe('Burger végé');
  });

  it('treats empty optional cells as no value', () => {
    const reading = readCsvImportRow(cells(lunch), 2, layout, ENGLISH_FIRST);
    expect(reading.ok && reading.value.item).toMatchObject({
      calories: null,
      description: null,
      recipe_number: null,
      allergens: [],
      diets: [],
      meal_package: false,
      localization: {},
    });
  });

  it('reports every problem of a row at once, by column, in both languages', () => {
    const reading = readCsvImportRow(
      cells({
        'Menu Name': ' ',
        Station: 'Grill',
        'Short Name': 'x'.repeat(201),
        'Sell Price': '-1',
        'Allergens.': 'Celery',
        'Vegan Tag.': 'maybe',
        KCAL: 'lots',
      }),
      12,
      layout,
      ENGLISH_FIRST,
    );
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.row).toBe(12);
    expect(reading.name).toBe('x'.repeat(201));
    const english = reading.problems.map((problem) => csvImportProblemMessage(problem, 'en-CA'));
    expect(english).toEqual([
      'Menu Name: This field is required.',
      'Sell Price: must be 0 or higher',
      'KCAL: Must be a number.',
      'Allergens.: Unknown allergen “Celery”. Use: Peanuts, Tree nuts, Dairy, Gluten, Egg, Fish, Soy, Sesame, Mustard, Alcohol.',
      'Vegan Tag.: Write Yes or TRUE, or leave it empty (found “maybe”).',
      'Short Name: Must be 200 characters or fewer.',
    ]);
    expect(csvImportProblemMessage(reading.problems[0]!, 'fr-CA')).toBe(
      'Menu Name : Ce champ est requis.',
    );
  });

  it('refuses a missing or unreadable price and a row longer than its header', () => {
    const missing = readCsvImportRow(
      cells({ ...lunch, 'Sell Price': '' }),
      3,
      layout,
      ENGLISH_FIRST,
    );
    expect(!missing.ok && missing.problems).toEqual([
      { column: 'sell_price', rule: 'required', params: {} },
    ]);
    const words = readCsvImportRow(
      cells({ ...lunch, 'Sell Price': 'free' }),
      3,
      layout,
      ENGLISH_FIRST,
    );
    expect(!words.ok && words.problems[0]?.rule).toBe('numeric');
    const long = readCsvImportRow([...cells(lunch), '', 'stray'], 4, layout, ENGLISH_FIRST);
    expect(!long.ok && csvImportProblemMessage(long.problems[0]!, 'en-CA')).toBe(
      'This row has 18 cells; the header has 16.',
    );
  });

  it('names the French column when the French text breaks a rule', () => {
    const reading = readCsvImportRow(
      cells({ ...lunch, 'Description French': 'é'.repeat(5001) }),
      5,
      layout,
      ENGLISH_FIRST,
    );
    expect(!reading.ok && reading.problems.map((p) => p.column)).toEqual(['description_fr']);
  });
});

describe('the downloadable template', () => {
  it('names every column and its example row imports as it is', () => {
    const [header, example] = csvImportTemplateRows();
    const templateLayout = readCsvImportHeader(header!);
    expect(templateLayout.ignored).toEqual([]);
    expect(Object.keys(templateLayout.positions)).toHaveLength(16);
    const reading = readCsvImportRow(example!, 2, templateLayout, ENGLISH_FIRST);
    expect(reading.ok && reading.value.item).toMatchObject({
      name: 'Cheeseburger',
      base_price: 9.5,
      allergens: ['Dairy', 'Gluten'],
      meal_package: true,
      localization: { fr: { name: 'Burger au fromage' } },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { csvImportColumnOf, readCsvImportHeader } from './csv-import-columns.ts';

describe('CSV import headers', () => {
  it('reads the spec headers and the ways people type them', () => {
    expect(csvImportColumnOf('Menu Name')).toBe('menu_name');
    expect(csvImportColumnOf('  menu name ')).toBe('menu_name');
    expect(csvImportColumnOf('Allergens.')).toBe('allergens');
    expect(csvImportColumnOf('ALLERGENS')).toBe('allergens');
    expect(csvImportColumnOf('Vegan Tag.')).toBe('vegan');
    expect(csvImportColumnOf('vegetarian_tag')).toBe('vegetarian');
    expect(csvImportColumnOf('KCAL')).toBe('kcal');
    expect(csvImportColumnOf('JDE Category')).toBe('jde_category');
    expect(csvImportColumnOf('Meal Package')).toBe('meal_package');
  });

  it('reads French variants of the text columns only', () => {
    expect(csvImportColumnOf('Menu Name French')).toBe('menu_name_fr');
    expect(csvImportColumnOf('Menu Name (FR)')).toBe('menu_name_fr');
    expect(csvImportColumnOf('French Short Name')).toBe('short_name_fr');
    expect(csvImportColumnOf('Station - Français')).toBe('station_fr');
    expect(csvImportColumnOf('Description FR')).toBe('description_fr');
    expect(csvImportColumnOf('Sell Price French')).toBeNull();
    expect(csvImportColumnOf('French')).toBeNull();
    expect(csvImportColumnOf('Calories')).toBeNull();
  });

  it('tells missing, repeated and ignored columns', () => {
    const layout = readCsvImportHeader([
      'Menu Name',
      'Short Name',
      'menu name',
      'Calories',
      '',
      'Station FR',
    ]);
    expect(layout.columns).toBe(6);
    expect(layout.positions).toEqual({ menu_name: 0, short_name: 1, station_fr: 5 });
    expect(layout.missing).toEqual(['Station', 'Sell Price']);
    expect(layout.repeated).toEqual(['menu name']);
    expect(layout.ignored).toEqual(['Calories']);
  });
});

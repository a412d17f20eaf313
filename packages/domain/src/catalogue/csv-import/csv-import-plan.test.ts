import { describe, expect, it } from 'vitest';
import { readCsvImportHeader } from './csv-import-columns.ts';
import { planCsvImport, sectionKeyOf, type CsvImportCatalogue } from './csv-import-plan.ts';
import { readCsvImportRow } from './csv-import-rows.ts';

const HEADER = ['Menu Name', 'Station', 'Short Name', 'Sell Price'];
const layout = readCsvImportHeader(HEADER);

function read(rows: string[][]) {
  return rows.map((cells, index) =>
    readCsvImportRow(cells, index + 2, layout, { primary: 'en', secondary: 'fr' }),
  );
}

const catalogue: CsvImportCatalogue = {
  menus: [
    {
      id: 1,
      name: 'Lunch',
      allow_sections: true,
      sections: [{ id: 10, name: 'Grill', item_names: ['Burger'] }],
    },
    { id: 2, name: 'lunch', allow_sections: true, sections: [] },
    { id: 3, name: 'Bar', allow_sections: false, sections: [] },
  ],
};

describe('planning a CSV import', () => {
  it('creates what is new, skips duplicates and keeps rows with problems apart', () => {
    const plan = planCsvImport(
      read([
        ['Lunch', 'Grill', 'Burger', '9'], // in the catalogue already
        [' LUNCH ', 'grill', 'Fries', '4'], // same menu and station, another case
        ['Lunch', 'Grill', 'fries ', '4'], // earlier in the file
        ['Lunch', 'Salads', 'Caesar', '8'], // new station of an existing menu
        ['Dinner', 'Mains', 'Steak', '30'], // new menu
        ['Dinner', 'Mains', 'Burger', '12'], // same name, other menu: not a duplicate
        ['', 'Mains', 'Soup', '5'], // missing information
        ['Bar', 'Drinks', 'Cola', '3'], // a menu without sections
      ]),
      catalogue,
    );
    expect(plan.outcomes.map((o) => [o.row, o.status])).toEqual([
      [2, 'duplicate'],
      [3, 'create'],
      [4, 'duplicate'],
      [5, 'create'],
      [6, 'create'],
      [7, 'create'],
      [8, 'error'],
      [9, 'error'],
    ]);
    expect(plan.summary).toEqual({
      rows: 8,
      create: 4,
      duplicates: 2,
      errors: 2,
      new_menus: 1,
      new_sections: 2,
    });
    expect(plan.newMenus).toEqual([{ key: 'dinner', name: 'Dinner', localization: {} }]);
    expect(plan.newSections.map((s) => [s.menuKey, s.name])).toEqual([
      ['lunch', 'Salads'],
      ['dinner', 'Mains'],
    ]);
    // Rows land in the first menu of a name, and in the existing section.
    expect(plan.existingMenus.get('lunch')).toBe(1);
    expect(plan.newItems[0]).toMatchObject({
      row: 3,
      menuKey: 'lunch',
      sectionKey: sectionKeyOf('lunch', 'Grill'),
    });
    expect(plan.existingSections.get(sectionKeyOf('lunch', 'grill'))).toBe(10);
    expect(plan.outcomes[6]).toMatchObject({ station: 'Mains', name: 'Soup', price: null });
    expect(plan.outcomes[7]?.problems[0]).toEqual({
      column: null,
      rule: 'menuWithoutSections',
      params: { menu: 'Bar' },
    });
  });

  it('creates nothing from a file the catalogue already holds', () => {
    const rows = read([
      ['Lunch', 'Grill', 'Burger', '9'],
      ['Lunch', 'Grill', 'Fries', '4'],
    ]);
    const first = planCsvImport(rows, catalogue);
    expect(first.summary.create).toBe(1);
    const after: CsvImportCatalogue = {
      menus: [
        {
          ...catalogue.menus[0]!,
          sections: [{ id: 10, name: 'Grill', item_names: ['Burger', 'Fries'] }],
        },
      ],
    };
    expect(planCsvImport(rows, after).summary).toMatchObject({ create: 0, duplicates: 2 });
  });
});

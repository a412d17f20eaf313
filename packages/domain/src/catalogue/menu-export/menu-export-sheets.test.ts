import { describe, expect, it } from 'vitest';
import type { Item } from '../item-schemas.ts';
import type { DeepMenu } from '../menu-schemas.ts';
import { menuExportSheets } from './menu-export-sheets.ts';
import type { OptionGroup } from '../option-schemas.ts';
import { makeItem } from '../../testing/catalogue-factories.ts';

/** An item as the export reads it: free and first unless `values` say otherwise. */
function item(values: Partial<Item>): Item {
  return makeItem(values.id ?? 1, {
    name: 'Item',
    base_price: 0,
    order: 0,
    published_at: null,
    updated_at: '2025-01-01T00:00:00.000Z',
    ...values,
  });
}

const poutine = item({
  id: 10,
  name: 'Poutine',
  description: '<p>Fries &amp; <b>curds</b></p>',
  localization: { fr: { name: 'Poutine québécoise', description: '<p>Frites et fromage</p>' } },
  base_price: 9.5,
  price_options: [{ name: 'Large', price: 12, localization: { fr: { name: 'Grande' } } }],
  calories: 740,
  allergens: ['Dairy', 'Gluten'],
  diets: ['Vegetarian'],
  sold_out: true,
  options: [7],
});
const soup = item({ id: 11, name: 'Soup', published: false });

const menu = {
  id: 1,
  name: 'Lunch',
  localization: {},
  sections: [
    {
      id: 3,
      name: 'Mains',
      localization: { fr: { name: 'Plats' } },
      items: [poutine],
    },
    { id: 4, name: 'Empty', localization: {}, items: [] },
  ],
  items: [soup],
} as unknown as DeepMenu;

const groups = [
  {
    id: 7,
    name: 'Toppings',
    localization: { fr: { name: 'Garnitures' } },
    required: false,
    allow_multiple_selection: true,
    limit: 2,
    values: [
      { id: 1, name: 'Bacon', price: 1.5, calories: 90, localization: { fr: { name: 'Bacon' } } },
    ],
  },
  { id: 8, name: 'Unused', localization: {}, values: [] },
] as unknown as OptionGroup[];

describe('menuExportSheets', () => {
  it('lists sections in order with their items, then the items outside sections', () => {
    const [items] = menuExportSheets(menu, groups, { locale: 'en-CA', primaryLanguage: 'en' });
    expect(items!.name).toBe('Items');
    expect(items!.rows.map((row) => [row[0], row[2]])).toEqual([
      ['Mains', 'Poutine'],
      ['Empty', null],
      ['', 'Soup'],
    ]);
  });

  it('writes every text in English and in French, and the price as a number', () => {
    const [items] = menuExportSheets(menu, groups, { locale: 'en-CA', primaryLanguage: 'en' });
    const header = items!.columns.map((column) => column.header);
    const row = Object.fromEntries(header.map((name, index) => [name, items!.rows[0]![index]]));
    expect(row).toMatchObject({
      'Section (English)': 'Mains',
      'Section (French)': 'Plats',
      'Item (English)': 'Poutine',
      'Item (French)': 'Poutine québécoise',
      'Description (English)': 'Fries & curds',
      'Description (French)': 'Frites et fromage',
      Price: 9.5,
      'Price options (English)': 'Regular: $9.50, Large: $12.00',
      'Price options (French)': 'Régulier\u00a0: 9,50\u00a0$, Grande\u00a0: 12,00\u00a0$',
      Calories: 740,
      Allergens: 'Dairy, Gluten',
      Diets: 'Vegetarian',
      Published: 'Yes',
      'Sold out': 'Yes',
      'Add-on groups': 'Toppings',
    });
    expect(items!.columns.find((column) => column.header === 'Price')!.kind).toBe('money');
  });

  it('names sheets, headers, yes/no and tags in the caller’s language', () => {
    const [items, modifiers] = menuExportSheets(menu, groups, {
      locale: 'fr-CA',
      primaryLanguage: 'en',
    });
    expect([items!.name, modifiers!.name]).toEqual(['Articles', 'Suppléments']);
    expect(items!.columns.slice(0, 4).map((column) => column.header)).toEqual([
      'Section (anglais)',
      'Section (français)',
      'Article (anglais)',
      'Article (français)',
    ]);
    expect(items!.rows[0]).toContain('Produits laitiers, Gluten');
    expect(items!.rows[2]).toContain('Non');
  });

  it('reads a French-primary location’s own fields as French, and leaves missing translations empty', () => {
    const french = {
      ...menu,
      sections: [],
      items: [item({ name: 'Tourtière', localization: {} })],
    } as DeepMenu;
    const [items] = menuExportSheets(french, [], { locale: 'en-CA', primaryLanguage: 'fr' });
    expect(items!.rows[0]!.slice(2, 4)).toEqual(['', 'Tourtière']);
  });

  it('lists only the add-on groups the menu’s items offer, one row per option', () => {
    const [, modifiers] = menuExportSheets(menu, groups, {
      locale: 'en-CA',
      primaryLanguage: 'en',
    });
    expect(modifiers!.rows).toEqual([
      ['Toppings', 'Garnitures', 'No', 'Yes', 2, 'Bacon', 'Bacon', 1.5, 90, 'Poutine'],
    ]);
  });
});

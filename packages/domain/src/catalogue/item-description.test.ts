import { describe, expect, it } from 'vitest';
import { describeItem } from './item-description.ts';

const fullItem = {
  ingredients: [{ name: 'Beef' }, { name: ' Cheese ' }, { name: 'Pickles' }],
  includes: 'a side of fries',
  calories: 540,
  allergens: ['Dairy', 'Gluten'] as const,
  diets: [] as const,
  price_options: [{ name: 'Small' }, { name: 'Large' }],
};

describe('describeItem', () => {
  it('describes an item from its data in English', () => {
    expect(describeItem(fullItem, 'en-CA')).toBe(
      'Made with Beef, Cheese and Pickles. Includes a side of fries. Available as Small and ' +
        'Large. 540 Cal. Contains dairy and gluten.',
    );
  });

  it('describes the same item in French', () => {
    expect(describeItem(fullItem, 'fr-CA')).toBe(
      'Préparé avec Beef, Cheese et Pickles. Comprend a side of fries. Offert en format Small ' +
        'et Large. 540 Cal. Contient : produits laitiers et gluten.',
    );
  });

  it('names the diets in the language', () => {
    const salad = { diets: ['Vegan', 'Vegetarian'] as const, allergens: ['Egg'] as const };
    expect(describeItem(salad, 'en-CA')).toBe('Contains egg. Vegan and Vegetarian.');
    expect(describeItem(salad, 'fr-CA')).toBe('Contient : œufs. Végétalien et Végétarien.');
  });

  it('says 0 Cal. for an item with no calories, but nothing when calories are unknown', () => {
    expect(describeItem({ calories: 0 }, 'en-CA')).toBe('0 Cal.');
    expect(describeItem({ calories: null }, 'en-CA')).toBe('');
  });

  it('is empty when the item has nothing to describe', () => {
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      expect(describeItem({}, locale)).toBe('');
      expect(
        describeItem(
          {
            ingredients: [{ name: '  ' }],
            includes: ' ',
            allergens: [],
            diets: [],
            price_options: [],
          },
          locale,
        ),
      ).toBe('');
    }
  });
});

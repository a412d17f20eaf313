import { describe, expect, it } from 'vitest';
import { CATALOGUE_NAME_MAX_LENGTH } from '../catalogue-constants.ts';
import { ZPosCatalogue, type PosCatalogueInput } from './pos-catalogue-schemas.ts';

const catalogue = (): PosCatalogueInput => ({
  categories: [{ ref: 'CAT-1', name: 'Mains' }],
  items: [
    {
      ref: 'ITEM-1',
      name: '  Burger  ',
      description: null,
      category_refs: ['CAT-1'],
      variations: [{ ref: 'VAR-1', name: 'Regular', price_cents: 1450, sku: 'BRG' }],
      modifier_lists: [{ list_ref: 'LIST-1', min_selected: 1, max_selected: 1 }],
    },
  ],
  modifier_lists: [
    { ref: 'LIST-1', name: 'Side', modifiers: [{ ref: 'MOD-1', name: 'Fries', price_cents: 0 }] },
  ],
});

describe('ZPosCatalogue', () => {
  it('accepts a consistent catalogue, trimming names and cutting long ones', () => {
    const input = catalogue();
    input.categories[0]!.name = 'x'.repeat(CATALOGUE_NAME_MAX_LENGTH + 50);
    const parsed = ZPosCatalogue.parse(input);
    expect(parsed.items[0]!.name).toBe('Burger');
    expect(parsed.categories[0]!.name).toHaveLength(CATALOGUE_NAME_MAX_LENGTH);
  });

  it('refuses dangling references, repeated refs, items without variations and bad amounts', () => {
    const dangling = catalogue();
    dangling.items[0]!.category_refs = ['CAT-404'];
    const unknownList = catalogue();
    unknownList.items[0]!.modifier_lists[0]!.list_ref = 'LIST-404';
    const repeated = catalogue();
    repeated.categories.push({ ref: 'CAT-1', name: 'Again' });
    const noVariation = catalogue();
    noVariation.items[0]!.variations = [];
    const fraction = catalogue();
    fraction.items[0]!.variations[0]!.price_cents = 14.5;
    const negative = catalogue();
    negative.modifier_lists[0]!.modifiers[0]!.price_cents = -1;
    const blankName = catalogue();
    blankName.items[0]!.name = '   ';
    for (const bad of [
      dangling,
      unknownList,
      repeated,
      noVariation,
      fraction,
      negative,
      blankName,
    ]) {
      expect(ZPosCatalogue.safeParse(bad).success).toBe(false);
    }
  });
});

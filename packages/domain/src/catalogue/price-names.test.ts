import { describe, expect, it } from 'vitest';
import { textIn } from './content-languages.ts';
import { ZCreateItemRequest } from './item-schemas.ts';
import {
  defaultPriceNameIn,
  editableDefaultPriceName,
  linePriceNameIn,
  priceOptionNameIn,
  storedDefaultPriceName,
} from './price-names.ts';

describe('textIn', () => {
  const localization = { fr: { label: 'Frais de service', blank: '  ' } };

  it('reads the translation of the language asked, by content language or locale', () => {
    expect(textIn('Service charge', localization, 'label', 'fr-CA')).toBe('Frais de service');
    expect(textIn('Service charge', localization, 'label', 'fr')).toBe('Frais de service');
  });

  it('falls back on the primary text in the primary language, or without a translation', () => {
    expect(textIn('Service charge', localization, 'label', 'en-CA')).toBe('Service charge');
    expect(textIn('Service charge', localization, 'blank', 'fr-CA')).toBe('Service charge');
    expect(textIn('Service charge', undefined, 'label', 'fr-CA')).toBe('Service charge');
    expect(textIn(null, { fr: { label: null } }, 'label', 'fr-CA')).toBeNull();
  });

  it('reads an English translation of a French-primary text in English', () => {
    expect(textIn('Frais de service', { en: { label: 'Service fee' } }, 'label', 'en-CA')).toBe(
      'Service fee',
    );
    expect(textIn('Frais de service', { en: { label: 'Service fee' } }, 'label', 'fr-CA')).toBe(
      'Frais de service',
    );
  });
});

describe('price names', () => {
  const item = {
    default_price_name: 'Regular',
    localization: { fr: { name: 'Café glacé' } },
    price_options: [{ name: 'Small', localization: { fr: { name: 'Petit' } } }, { name: 'Large' }],
  };

  it('name a price option in French when it has a French name, else as written', () => {
    expect(priceOptionNameIn(item.price_options[0]!, 'fr-CA')).toBe('Petit');
    expect(priceOptionNameIn(item.price_options[0]!, 'en-CA')).toBe('Small');
    expect(priceOptionNameIn(item.price_options[1]!, 'fr-CA')).toBe('Large');
  });

  it('name the default "Regular" price in the language asked, and a translation first', () => {
    expect(defaultPriceNameIn(item, 'fr-CA')).toBe('Régulier');
    expect(defaultPriceNameIn(item, 'en-CA')).toBe('Regular');
    const named = {
      default_price_name: 'Cup',
      localization: { fr: { default_price_name: 'Tasse' } },
    };
    expect(defaultPriceNameIn(named, 'fr-CA')).toBe('Tasse');
    expect(defaultPriceNameIn(named, 'en-CA')).toBe('Cup');
    expect(defaultPriceNameIn({ default_price_name: 'Cup' }, 'fr-CA')).toBe('Cup');
  });

  it('name the price a cart line kept, by the primary name it holds', () => {
    expect(linePriceNameIn(item, 'Small', 'fr-CA')).toBe('Petit');
    expect(linePriceNameIn(item, 'Regular', 'fr-CA')).toBe('Régulier');
    expect(linePriceNameIn(item, 'Medium', 'fr-CA')).toBe('Medium');
    expect(linePriceNameIn(undefined, 'Small', 'fr-CA')).toBe('Small');
  });

  it('are kept by the item request with the option', () => {
    const request = ZCreateItemRequest.parse({
      name: 'Iced coffee',
      price_options: [{ name: 'Small', price: '2,49', localization: { fr: { name: 'Petit' } } }],
    });
    expect(request.price_options).toEqual([
      { name: 'Small', price: 2.49, localization: { fr: { name: 'Petit' } } },
    ]);
  });
});

describe('the default price name in an editor', () => {
  it("shows the stored default in the editor's language, and any other name as stored", () => {
    expect(editableDefaultPriceName('Regular', 'fr')).toBe('Régulier');
    expect(editableDefaultPriceName('Regular', 'en-CA')).toBe('Regular');
    expect(editableDefaultPriceName('Small', 'fr')).toBe('Small');
  });

  it('stores the default of either language (or nothing) as the default, a named price as typed', () => {
    expect(storedDefaultPriceName(' Régulier ')).toBe('Regular');
    expect(storedDefaultPriceName('Regular')).toBe('Regular');
    expect(storedDefaultPriceName('')).toBe('Regular');
    expect(storedDefaultPriceName(undefined)).toBe('Regular');
    expect(storedDefaultPriceName('Petit format')).toBe('Petit format');
  });
});

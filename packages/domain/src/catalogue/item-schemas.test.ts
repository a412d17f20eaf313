import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationErrorMap } from '../validation/zod-issues.ts';
import { ITEM_DEFAULTS, ZCreateItemRequest, ZItem, ZUpdateItemRequest } from './item-schemas.ts';
import { paintSchedule, regularSchedule } from './price-schedule.ts';
import {
  ZBulkOptionValuesRequest,
  ZCreateOptionGroupRequest,
  ZOptionGroup,
  ZOptionGroupsQuery,
  ZUpdateOptionGroupRequest,
} from './option-schemas.ts';

function issues(schema: z.ZodType, value: unknown, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const result = schema.safeParse(value, { error: validationErrorMap(locale) });
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const happyHour = paintSchedule(
  regularSchedule(),
  { fromDay: 1, toDay: 5, fromSlot: 60, toSlot: 67 },
  'A',
);

const fullItem = {
  id: 11,
  menu_id: 2,
  section_id: 5,
  name: 'Iced Tea',
  description: '<p>Brewed fresh</p>',
  ingredients: [{ name: 'Tea', calories: 0 }, { name: 'Sugar' }],
  nutritional_sheet_url: null,
  slug: 'iced-tea',
  sku: 'TEA-01',
  category: 'Beverages',
  calories: 90,
  base_price: 2.29,
  price: 2.29,
  price_unit: null,
  price_type: null,
  image: null,
  includes: null,
  allergens: [],
  diets: ['Vegan'],
  is_hidden: false,
  sold_out: false,
  featured_item: true,
  upsell_item: false,
  meal_package: false,
  auto_restock: 'next_business_day',
  alcoholic_beverage: false,
  order: 0,
  additional_prices: { A: 1.5 },
  price_schedule: happyHour,
  tax_rebate_eligibility: 'eligible_with_qualification',
  tax_rate: 'HST',
  promos: [],
  localization: { fr: { name: 'Thé glacé', description: 'Infusé sur place' } },
  default_price_name: 'Regular',
  price_options: [
    { name: 'Small', price: 2.29, calories: 90 },
    { name: 'Large', price: 3.29, calories: null },
  ],
  recipe_number: 'R-1042',
  accounting_category: '4100 Beverages',
  published: true,
  published_at: '2025-06-02T12:00:00.000Z',
  updated_at: '2025-06-02T12:00:00.000Z',
  options: [4, 9],
};

describe('ZItem', () => {
  it('parses a full item as the API answers it', () => {
    expect(ZItem.parse(fullItem)).toEqual(fullItem);
  });

  it('refuses an unknown allergen, diet or a broken schedule', () => {
    expect(ZItem.safeParse({ ...fullItem, allergens: ['Shellfish'] }).success).toBe(false);
    expect(ZItem.safeParse({ ...fullItem, diets: ['Keto'] }).success).toBe(false);
    expect(ZItem.safeParse({ ...fullItem, price_schedule: ['-'.repeat(96)] }).success).toBe(false);
  });

  it('has the documented defaults', () => {
    expect(ITEM_DEFAULTS).toEqual({
      default_price_name: 'Regular',
      tax_rebate_eligibility: 'eligible',
      auto_restock: 'disabled',
    });
  });
});

describe('item requests', () => {
  it('need a name to create, in both languages', () => {
    expect(issues(ZCreateItemRequest, { base_price: 3 })).toEqual({
      name: 'This field is required.',
    });
    expect(issues(ZCreateItemRequest, { name: '' }, 'fr-CA')).toEqual({
      name: 'Ce champ est requis.',
    });
  });

  it('normalise prices, calories and price options', () => {
    const parsed = ZCreateItemRequest.parse({
      name: 'Iced Tea',
      base_price: '2,294',
      calories: '89.5',
      price_options: [
        { name: 'Small', price: '2.29', calories: 90 },
        { name: 'Large', calories: '' },
      ],
      ingredients: [{ name: 'Tea', calories: '0' }],
      additional_prices: { A: '1,5' },
      price_schedule: happyHour,
    });
    expect(parsed).toMatchObject({
      base_price: 2.29,
      calories: 90,
      price_options: [
        { name: 'Small', price: 2.29, calories: 90 },
        { name: 'Large', price: 0, calories: null },
      ],
      ingredients: [{ name: 'Tea', calories: 0 }],
      additional_prices: { A: 1.5 },
    });
  });

  it('refuses x or a word as a price code, and a non-number price', () => {
    expect(ZCreateItemRequest.safeParse({ name: 'A', additional_prices: { x: 1 } }).success).toBe(
      false,
    );
    expect(ZCreateItemRequest.safeParse({ name: 'A', additional_prices: { AB: 1 } }).success).toBe(
      false,
    );
    expect(issues(ZCreateItemRequest, { name: 'A', base_price: 'cheap' })).toEqual({
      base_price: 'Must be a number.',
    });
  });

  it('accept a partial update and keep only what was sent', () => {
    expect(ZUpdateItemRequest.parse({})).toEqual({});
    expect(ZUpdateItemRequest.parse({ sold_out: true, options: [3] })).toEqual({
      sold_out: true,
      options: [3],
    });
    expect(issues(ZUpdateItemRequest, { name: '   ' })).toEqual({
      name: 'This field is required.',
    });
  });
});

describe('option group requests', () => {
  it('create a group with its values, prices and quantities normalised', () => {
    const parsed = ZCreateOptionGroupRequest.parse({
      name: 'Dipping sauces',
      type: 'addons',
      limit: '2',
      values: [{ name: 'Honey', price: '0,5', max_quantity: '2', default_selection: true }],
    });
    expect(parsed).toEqual({
      name: 'Dipping sauces',
      type: 'addons',
      limit: 2,
      values: [{ name: 'Honey', price: 0.5, max_quantity: 2, default_selection: true }],
    });
  });

  it('refuse a blank prompt or value name, and an unknown type', () => {
    expect(issues(ZCreateOptionGroupRequest, { name: '', values: [{ name: ' ' }] })).toEqual({
      name: 'This field is required.',
      'values.0.name': 'This field is required.',
    });
    expect(ZCreateOptionGroupRequest.safeParse({ name: 'A', type: 'combo' }).success).toBe(false);
    expect(ZOptionGroupsQuery.safeParse({ type: 'pricing' }).success).toBe(true);
    expect(ZOptionGroupsQuery.safeParse({ type: 'combo' }).success).toBe(false);
  });

  it('accept a partial update, a null limit and force_publish', () => {
    expect(ZUpdateOptionGroupRequest.parse({ limit: null, force_publish: true })).toEqual({
      limit: null,
      force_publish: true,
    });
    expect(ZBulkOptionValuesRequest.safeParse([]).success).toBe(false);
  });

  it('parse a group as the API answers it', () => {
    const group = {
      id: 4,
      name: 'Size',
      type: 'pricing',
      allow_multiple_selection: false,
      required: true,
      limit: 1,
      description: null,
      custom_quantities: false,
      localization: { fr: { name: 'Format' } },
      sku: null,
      order: 0,
      updated_at: '2025-06-02T12:00:00.000Z',
      item_count: 3,
      values: [
        {
          id: 1,
          option_group_id: 4,
          name: 'Large',
          calories: 310,
          product_id: null,
          sku: null,
          category: null,
          price: 1,
          tax_rate: null,
          promos: [],
          roll_up: false,
          order: 0,
          quantity: null,
          max_quantity: 1,
          default_selection: false,
          sub_group_id: null,
          localization: {},
        },
      ],
    };
    expect(ZOptionGroup.parse(group)).toEqual(group);
  });
});

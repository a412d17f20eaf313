import { describe, expect, it } from 'vitest';
import { defaultMenuManagerConfig, defaultOrderOptions } from './location-config.ts';
import { locationFlags, ZLocation, ZUpdateLocationRequest } from './location-schemas.ts';

const flags = Object.fromEntries(locationFlags.map((flag) => [flag, false]));
const stored = {
  id: 7,
  name: 'Demo Bistro',
  slug: 'demo-bistro',
  image: null,
  locales: ['en-CA', 'fr-CA'],
  locale_short: 'en',
  province: 'on',
  groups: ['east'],
  ...flags,
  order_management: true,
  menu_configuration: {},
  menu_manager_config: {},
  order_options: {},
};

describe('ZLocation', () => {
  it('fills the Toronto time zone and config defaults of a stored row', () => {
    const location = ZLocation.parse(stored);
    expect(location.timezone).toBe('America/Toronto');
    expect(location.order_management).toBe(true);
    expect(location.menu_manager_config).toEqual(defaultMenuManagerConfig);
    expect(location.order_options).toEqual(defaultOrderOptions);
  });

  it('makes contact fields required and visible, and cart limits absent, by default', () => {
    expect(defaultMenuManagerConfig.contact_fields_config).toEqual({
      name: { required: true, hide: false },
      email: { required: true, hide: false },
      phone_number: { required: true, hide: false },
    });
    expect(defaultMenuManagerConfig.allow_bulk_cancel).toBe(false);
    expect(defaultOrderOptions.max_items_per_cart).toBeNull();
    expect(defaultOrderOptions.custom_questions).toEqual([]);
  });

  it('gives each parsed location its own config objects', () => {
    const first = ZLocation.parse(stored);
    first.menu_manager_config.reporting_categories.push('Bar');
    first.order_options.custom_questions.push({ label: 'x' });
    const second = ZLocation.parse(stored);
    expect(second.menu_manager_config.reporting_categories).toEqual([]);
    expect(second.order_options.custom_questions).toEqual([]);
  });

  it('refuses unknown provinces, time zones, a 16th custom question and zero cart limits', () => {
    expect(ZLocation.safeParse({ ...stored, province: 'xx' }).success).toBe(false);
    expect(ZLocation.safeParse({ ...stored, timezone: 'Mars/Olympus' }).success).toBe(false);
    const questions = Array.from({ length: 16 }, () => ({}));
    expect(
      ZLocation.safeParse({ ...stored, order_options: { custom_questions: questions } }).success,
    ).toBe(false);
    expect(
      ZLocation.safeParse({ ...stored, order_options: { max_items_per_cart: 0 } }).success,
    ).toBe(false);
  });
});

describe('ZUpdateLocationRequest', () => {
  it('keeps only the fields sent, without filling defaults', () => {
    const update = ZUpdateLocationRequest.parse({ id: 99, catering: true, force_publish: true });
    expect(update).toEqual({ catering: true, force_publish: true });
  });

  it('fills the missing fields of a nested config that is sent', () => {
    const update = ZUpdateLocationRequest.parse({ menu_manager_config: { csv_import: true } });
    expect(update.menu_manager_config).toEqual({ ...defaultMenuManagerConfig, csv_import: true });
  });

  it('validates the fields it gets', () => {
    expect(ZUpdateLocationRequest.safeParse({ name: '  ' }).success).toBe(false);
    expect(ZUpdateLocationRequest.safeParse({ k12: 'yes' }).success).toBe(false);
  });
});

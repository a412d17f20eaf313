import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZUpdateLocationRequest } from '../locations/location-schemas.ts';
import { validationErrorMap } from '../validation/zod-issues.ts';
import {
  isSchoolYearLocked,
  schoolYearProblem,
  storedServiceCharge,
  ZOrderingParametersRequest,
  ZSchoolYearRequest,
  type OrderingParametersRequest,
} from './operations.ts';

const base: OrderingParametersRequest = {
  max_items_per_order: null,
  max_items_per_cart: null,
  cutoff: null,
  window_max_days: null,
  exclude_weekends: false,
  minimum_order_amount: null,
  service_charge_enabled: false,
  service_charge_value: null,
  service_charge_label: null,
  localization: {},
};

/** Each failing field's message in `locale`, keyed by its dotted path. */
function messages(schema: z.ZodType, value: unknown) {
  return messagesIn(schema, value, 'en-CA');
}
function messagesIn(schema: z.ZodType, value: unknown, locale: 'en-CA' | 'fr-CA') {
  const result = schema.safeParse(value, { error: validationErrorMap(locale) });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}
const parameters = (fields: Partial<OrderingParametersRequest>) =>
  messages(ZOrderingParametersRequest, { ...base, ...fields });

describe('ordering parameters', () => {
  it('accepts no limits at all (the defaults)', () => {
    expect(parameters({})).toEqual({});
  });

  it('takes limits as positive whole numbers', () => {
    expect(
      parameters({ max_items_per_order: 10, max_items_per_cart: 5, window_max_days: 30 }),
    ).toEqual({});
    expect(
      parameters({ max_items_per_order: 0, max_items_per_cart: 2.5, window_max_days: -1 }),
    ).toEqual({
      max_items_per_order: 'Must be higher than zero.',
      max_items_per_cart: 'Must be a whole number.',
      window_max_days: 'Must be higher than zero.',
    });
  });

  it('takes a cut-off in days or hours, or none', () => {
    expect(parameters({ cutoff: { value: 2, unit: 'days' } })).toEqual({});
    expect(parameters({ cutoff: { value: 0, unit: 'hours' } })).toEqual({
      'cutoff.value': 'Must be higher than zero.',
    });
    expect(
      parameters({ cutoff: { value: 1, unit: 'weeks' } as never })['cutoff.unit'],
    ).toBeDefined();
  });

  it('takes a minimum order amount in dollars and cents, not negative', () => {
    expect(parameters({ minimum_order_amount: 25.5 })).toEqual({});
    expect(parameters({ minimum_order_amount: -1 })).toEqual({
      minimum_order_amount: 'must be 0 or higher',
    });
    expect(parameters({ minimum_order_amount: 1.234 })).toEqual({
      minimum_order_amount: 'Must have at most 2 decimals.',
    });
  });

  it('needs the service charge value and its label in both languages when enabled', () => {
    expect(parameters({ service_charge_enabled: true })).toEqual({
      service_charge_value: 'This field is required.',
      service_charge_label: 'This field is required.',
      'localization.fr.service_charge_label': 'This field is required.',
    });
    expect(
      parameters({
        service_charge_enabled: true,
        service_charge_value: '5$',
        service_charge_label: 'Service',
        localization: { fr: { service_charge_label: 'Frais de service' } },
      }),
    ).toEqual({});
  });

  it('reads the service charge as the spec writes charges, refusing what it cannot store', () => {
    const value = (service_charge_value: string) => parameters({ service_charge_value });
    expect(value('10')).toEqual({});
    expect(value('7.25')).toEqual({});
    expect(value('4,50 $')).toEqual({});
    expect(value('abc')).toEqual({
      service_charge_value:
        'Enter an amount ending in $ (such as 5$) or a percentage (such as 10).',
    });
    expect(value('120')).toEqual({
      service_charge_value:
        'Enter an amount ending in $ (such as 5$) or a percentage (such as 10).',
    });
    expect(value('0')).toEqual({ service_charge_value: 'Must be higher than zero.' });
    expect(value('9.975')).toEqual({ service_charge_value: 'Must have at most 2 decimals.' });
    expect(value('1000000$')).toEqual({ service_charge_value: 'must be 999999.99 or lower' });
  });

  it('stores a service charge as a type and an amount', () => {
    expect(storedServiceCharge('5$')).toEqual({ type: 'dollar', value: 5 });
    expect(storedServiceCharge('12.5')).toEqual({ type: 'percentage', value: 12.5 });
    expect(storedServiceCharge(null)).toEqual({ type: 'percentage', value: 0 });
  });
});

describe('end of the school year', () => {
  it('needs CONFIRM or CONFIRMER typed, said in the language of the reader', () => {
    const request = { end_of_school_year: '2027-06-25' };
    expect(messages(ZSchoolYearRequest, { ...request, confirmation: 'CONFIRM' })).toEqual({});
    expect(messages(ZSchoolYearRequest, { ...request, confirmation: ' CONFIRMER ' })).toEqual({});
    expect(messages(ZSchoolYearRequest, { ...request, confirmation: 'confirm' })).toEqual({
      confirmation: 'Type CONFIRM to confirm.',
    });
    expect(messagesIn(ZSchoolYearRequest, { ...request, confirmation: '' }, 'fr-CA')).toEqual({
      confirmation: 'Tapez CONFIRMER pour confirmer.',
    });
  });

  it('needs a real date', () => {
    expect(
      messages(ZSchoolYearRequest, { end_of_school_year: '2027-02-30', confirmation: 'CONFIRM' }),
    ).toEqual({ end_of_school_year: "This value isn't valid." });
  });

  it('stays until the day after it, then may change to today or later', () => {
    expect(isSchoolYearLocked(null, '2027-06-01')).toBe(false);
    expect(isSchoolYearLocked('2027-06-25', '2027-06-25')).toBe(true);
    expect(isSchoolYearLocked('2027-06-25', '2027-06-26')).toBe(false);
    expect(schoolYearProblem('2028-06-23', '2027-06-25', '2027-06-20')).toMatchObject({
      rule: 'schoolYearLocked',
    });
    expect(schoolYearProblem('2027-06-19', null, '2027-06-20')).toMatchObject({ rule: 'pastDate' });
    expect(schoolYearProblem('2027-06-20', '2026-06-25', '2027-06-20')).toBeNull();
  });
});

describe('contact fields of a location update', () => {
  it('refuses a contact field both required and hidden', () => {
    const field = { required: false, hide: false };
    const update = (email: { required: boolean; hide: boolean }) => ({
      menu_manager_config: {
        contact_fields_config: { name: field, email, phone_number: field },
      },
    });
    expect(messages(ZUpdateLocationRequest, update({ required: false, hide: true }))).toEqual({});
    expect(messages(ZUpdateLocationRequest, update({ required: true, hide: true }))).toEqual({
      'menu_manager_config.contact_fields_config.email.hide': 'A hidden field cannot be required.',
    });
  });
});

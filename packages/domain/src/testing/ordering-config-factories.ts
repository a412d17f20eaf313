import { ZOrderingConfig, type OrderingConfig } from '../orders/ordering-config.ts';

/** Fields of an ordering config; `flags` names only the switches turned on or off. */
export type OrderingConfigFields = Omit<Partial<OrderingConfig>, 'flags'> & {
  flags?: Partial<OrderingConfig['flags']>;
};

/**
 * `GET /orders/ordering-config` of a plain location, for tests of the domain, the server and the
 * web app: every switch off, contact fields optional, no limits, no delivery, 13 % HST, unless
 * `fields` say otherwise. Checked against the schema, so it is one the real server could answer.
 */
export function makeOrderingConfig({
  flags,
  ...fields
}: OrderingConfigFields = {}): OrderingConfig {
  const optional = { required: false, hide: false };
  return ZOrderingConfig.parse({
    timeZone: 'America/Toronto',
    flags: {
      discount: false,
      membership_program: false,
      subsidies: false,
      app8_credits: false,
      k12: false,
      catering: false,
      delivery: false,
      suites_enabled: false,
      hide_items_special_instructions: false,
      hide_takeout_special_instructions: false,
      ...flags,
    },
    ordersPaused: { paused: false, message: null, localization: {} },
    contactFields: { name: optional, email: optional, phone_number: optional },
    customQuestions: [],
    maxItemsPerCart: null,
    ordering: {
      minimumOrderAmount: null,
      cutoff: null,
      windowMaxDays: null,
      excludeWeekends: false,
      serviceCharge: null,
    },
    delivery: {
      enabled: false,
      type: null,
      charge: null,
      country: null,
      radius_km: null,
      origin: null,
      custom: [],
      stadium: null,
    },
    schools: [],
    seatingAreas: [],
    events: [],
    taxRates: [{ code: 'HST', label: 'HST', rate: 13, is_default: true }],
    paymentPreferences: [],
    ...fields,
  });
}

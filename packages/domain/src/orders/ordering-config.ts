import { z } from 'zod';
import { ZLocalization } from '../catalogue/catalogue-fields.ts';
import { ZContactFieldsConfig } from '../locations/location-config.ts';
import { parseChargeValue, type ChargeValue } from './cost-engine/index.ts';
import { ZDeliveryType, ZPaymentPreference } from './order-schemas.ts';

/**
 * `GET /orders/ordering-config` (chosen path): everything the order-creation screens need about
 * the active location, in one call. Money in dollars; charge values as the spec writes them.
 */

export const customQuestionTypes = [
  'open',
  'dropdown',
  'multiple_choice',
  'checkbox',
  'timepicker',
] as const;

/**
 * `{ fr: { text, options } }`: a custom question and its options in another language, options in
 * the same order as the primary `options` (a missing one shows the primary text).
 */
export const ZCustomQuestionLocalization = z.record(
  z.string(),
  z.object({
    text: z.string().nullable().optional(),
    options: z.array(z.string().nullable()).optional(),
  }),
);

export const ZCustomQuestionConfig = z.object({
  id: z.int(),
  type: z.enum(customQuestionTypes),
  text: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
  localization: ZCustomQuestionLocalization,
});
export type CustomQuestionConfig = z.infer<typeof ZCustomQuestionConfig>;

export const ZSeatingArea = z.object({
  /** On-site location (e.g. "Main floor"), its area ("Patio") and the area's tables. */
  location: z.string(),
  area: z.string(),
  tables: z.array(z.string()),
  localization: ZLocalization,
});

export const ZSchoolConfig = z.object({
  id: z.int(),
  name: z.string(),
  grades: z.array(z.string()),
  classrooms: z.array(z.string()),
  teachers: z.array(z.string()),
  ask_grades: z.boolean(),
  ask_classrooms: z.boolean(),
  ask_teachers: z.boolean(),
  open_ended_teachers: z.boolean(),
});
export type SchoolConfig = z.infer<typeof ZSchoolConfig>;

/** A custom delivery location with its areas; `{ fr: { location, areas } }` in French. */
export const ZCustomDeliveryLocation = z.object({
  location: z.string(),
  areas: z.array(z.string()),
  localization: z.record(
    z.string(),
    z.object({
      location: z.string().nullable().optional(),
      areas: z.array(z.string().nullable()).optional(),
    }),
  ),
});

export const ZDeliveryConfig = z.object({
  enabled: z.boolean(),
  type: ZDeliveryType.nullable(),
  /** `"4.99$"` fixed or `"10"` percent; null = free. */
  charge: z.string().nullable(),
  country: z.string().nullable(),
  radius_km: z.number().nullable(),
  origin: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /**
   * Custom delivery: locations with their areas, labels per language
   * (`{ fr: { location, areas } }`, areas in the same order as `areas`).
   */
  custom: z.array(ZCustomDeliveryLocation),
  stadium: z
    .object({
      sections: z.array(z.string()),
      rows: z.array(z.string()),
      seats: z.array(z.string()),
    })
    .nullable(),
});
export type DeliveryConfig = z.infer<typeof ZDeliveryConfig>;

export const ZEventChoice = z.object({
  id: z.int(),
  title: z.string(),
  start_date: z.string(),
  /** Suites of the event with their BEO (the event suite id is `menuManagerEventBEO`). */
  suites: z.array(z.object({ id: z.int(), name: z.string() })),
  /**
   * Event packages (`menuManagerEventPackage`): the published event-package menus offered to
   * the event's suites or proposed by its event type.
   */
  packages: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type EventChoice = z.infer<typeof ZEventChoice>;

export const ZOrderingConfig = z.object({
  timeZone: z.string(),
  flags: z.object({
    discount: z.boolean(),
    membership_program: z.boolean(),
    subsidies: z.boolean(),
    app8_credits: z.boolean(),
    k12: z.boolean(),
    catering: z.boolean(),
    delivery: z.boolean(),
    suites_enabled: z.boolean(),
    hide_items_special_instructions: z.boolean(),
    hide_takeout_special_instructions: z.boolean(),
  }),
  ordersPaused: z.object({
    paused: z.boolean(),
    message: z.string().nullable(),
    localization: ZLocalization,
  }),
  contactFields: ZContactFieldsConfig,
  customQuestions: z.array(ZCustomQuestionConfig),
  maxItemsPerCart: z.int().nullable(),
  ordering: z.object({
    minimumOrderAmount: z.number().nullable(),
    cutoff: z.object({ value: z.int(), unit: z.enum(['days', 'hours']) }).nullable(),
    windowMaxDays: z.int().nullable(),
    excludeWeekends: z.boolean(),
    /** The service charge and its label; the label in other languages `{ fr: { label } }`. */
    serviceCharge: z
      .object({ label: z.string().nullable(), value: z.string(), localization: ZLocalization })
      .nullable(),
  }),
  delivery: ZDeliveryConfig,
  schools: z.array(ZSchoolConfig),
  seatingAreas: z.array(ZSeatingArea),
  events: z.array(ZEventChoice),
  taxRates: z.array(
    z.object({ code: z.string(), label: z.string(), rate: z.number(), is_default: z.boolean() }),
  ),
  paymentPreferences: z.array(ZPaymentPreference),
});
export type OrderingConfig = z.infer<typeof ZOrderingConfig>;

/**
 * Most units one cart may hold at a location, or null for no limit: the smallest of the limits
 * set in the location's order options (`max_items_per_cart`) and its ordering parameters (items
 * per cart, items per order). "You can only add {limit} items to the order" uses it.
 */
export function cartItemLimit(...limits: readonly (number | null | undefined)[]): number | null {
  const set = limits.filter((limit): limit is number => typeof limit === 'number' && limit > 0);
  return set.length === 0 ? null : Math.min(...set);
}

/**
 * The cart limit of a location (`cartItemLimit` of its three limits): what ordering-config shows
 * and what pricing enforces, so the screens and the server never disagree.
 */
export function locationCartItemLimit(
  location: { order_options: { max_items_per_cart: number | null } },
  parameters:
    { max_items_per_cart?: number | null; max_items_per_order?: number | null } | null | undefined,
): number | null {
  return cartItemLimit(
    location.order_options.max_items_per_cart,
    parameters?.max_items_per_cart,
    parameters?.max_items_per_order,
  );
}

/**
 * A stored charge (type + amount) as the spec writes it: `"4.99$"` for a fixed amount in dollars
 * (type `dollar`), `"10"` for a percentage (any other type); null when it is nothing (0).
 * `parseChargeValue` reads it back (`storedChargeValue`).
 */
export function chargeText(type: string, value: number | null): string | null {
  if (value === null || !Number.isFinite(value) || value <= 0) return null;
  return type === 'dollar' ? `${value.toFixed(2)}$` : String(value);
}

/**
 * A stored charge as the cost engine's value: `chargeText` read by `parseChargeValue`, so stored
 * and typed values follow one rule (not negative, at most 100 %). Null when it is zero or cannot
 * be read.
 */
export function storedChargeValue(type: string, value: number | null): ChargeValue | null {
  return parseChargeValue(chargeText(type, value));
}

import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../dates/date-format.ts';
import {
  ZMenuConfiguration,
  ZMenuManagerConfig,
  ZMenuManagerConfigUpdate,
  ZOrderOptions,
} from './location-config.ts';
import { checkStripeSecretKey, ZPaymentProcessor } from '../payments/payment-processor.ts';
import { checkPlainText, checkSlug } from '../validation/text-rules.ts';
import { refineWith } from '../validation/zod-issues.ts';

/** Provinces and territories offered in filters (spec part 1 §9). */
export const provinces = [
  'ab',
  'bc',
  'mb',
  'nb',
  'nl',
  'ns',
  'nt',
  'on',
  'pe',
  'qc',
  'sk',
  'yt',
] as const;
export const ZProvince = z.enum(provinces);
export type Province = z.infer<typeof ZProvince>;

/** The on/off features of a location (spec part 1 §3, part 2 §3 "Location flags"). */
export const locationFlags = [
  'pos_integrated',
  'marketplace_hub',
  'order_management',
  'suites_enabled',
  'catering',
  'k12',
  'subsidies',
  'app8_credits',
  'membership_program',
  'orders_paused',
  'hide_items_special_instructions',
  'hide_takeout_special_instructions',
  'extra_payment_methods',
  'discount',
  'holiday_hours',
  'delivery',
] as const;
export type LocationFlag = (typeof locationFlags)[number];

/**
 * What a location has bought rather than how it runs: its product modules and its organisation
 * groups. Only `ENTITLEMENTS_MIN_ROLE` and above change them; a manager's settings screen may
 * send them back unchanged.
 */
export const locationEntitlements = [
  'pos_integrated',
  'marketplace_hub',
  'order_management',
  'suites_enabled',
  'catering',
  'k12',
  'subsidies',
  'app8_credits',
  'membership_program',
  'groups',
] as const;
export const ENTITLEMENTS_MIN_ROLE = 'enterprise' as const;

/** Any object carrying some of the flags, e.g. a full location or a database row. */
export type LocationFlags = Partial<Record<LocationFlag, boolean | null | undefined>>;

export const ZTimeZone = z.string().refine(isValidTimeZone, { params: { rule: 'invalid' } });

const flagShape = Object.fromEntries(locationFlags.map((flag) => [flag, z.boolean()])) as {
  [K in LocationFlag]: z.ZodBoolean;
};

/**
 * Fields of a location without top-level defaults, so that a partial update never fills in
 * fields the caller did not send. Nested configs do fill their missing fields with defaults.
 */
const locationFields = {
  name: z.string().trim().min(1).max(200).superRefine(refineWith(checkPlainText)),
  slug: z.string().trim().min(1).max(200),
  image: z.string().nullable(),
  locales: z.array(z.string()),
  locale_short: z.string(),
  timezone: ZTimeZone,
  province: ZProvince,
  groups: z.array(z.string()),
  ...flagShape,
  menu_configuration: ZMenuConfiguration,
  menu_manager_config: ZMenuManagerConfigUpdate,
  order_options: ZOrderOptions,
  /** The card processor (`test` or `stripe`; docs/decisions/payments.md). */
  payment_processor: ZPaymentProcessor,
};

/**
 * A location (restaurant, school, venue; the tenant) with the spec's field names. Parsing a
 * stored row fills a missing time zone (America/Toronto) and missing config fields.
 */
export const ZLocation = z.object({
  id: z.int().positive(),
  ...locationFields,
  timezone: ZTimeZone.default(DEFAULT_TIME_ZONE),
  menu_configuration: ZMenuConfiguration.default(() => ZMenuConfiguration.parse({})),
  menu_manager_config: ZMenuManagerConfig.default(() => ZMenuManagerConfig.parse({})),
  order_options: ZOrderOptions.default(() => ZOrderOptions.parse({})),
  /**
   * When paused ordering resumes by itself (ISO 8601 instant); null = until resumed by hand (or
   * not paused). Answers show the pause as it is now: past that time, not paused.
   */
  orders_paused_until: z.string().nullable().default(null),
  payment_processor: ZPaymentProcessor.default('test'),
  /** Whether a Stripe secret key is stored; the key itself is never answered, only its last 4. */
  stripe_key_set: z.boolean().default(false),
  stripe_key_last4: z.string().nullable().default(null),
});
export type Location = z.infer<typeof ZLocation>;

/**
 * `PUT /restaurants/{id}`: any location fields (the id comes from the path; an `id` in the body
 * is ignored), plus `force_publish` and `stripe_secret_key`. Top-level fields not sent stay as
 * they are; a nested config that is sent replaces the stored one whole, its missing fields taking
 * their defaults.
 */
export const ZUpdateLocationRequest = z
  .object(locationFields)
  .partial()
  .extend({
    /** The public menu's address (`/menu/{slug}`), unique among locations. */
    slug: z.string().trim().min(1).max(200).superRefine(refineWith(checkSlug)).optional(),
    force_publish: z.boolean().optional(),
    /** The location's Stripe secret key, stored sealed; null removes it. Never answered. */
    stripe_secret_key: z
      .string()
      .trim()
      .superRefine(refineWith(checkStripeSecretKey))
      .nullable()
      .optional(),
  });
export type UpdateLocationRequest = z.infer<typeof ZUpdateLocationRequest>;

import { z } from 'zod';
import { parseChargeValue } from '../orders/cost-engine/index.ts';
import { ZChargeText, ZDeliveryType } from '../orders/order-schemas.ts';
import {
  checkHigherThanZero,
  checkMaxValue,
  type NumberValue,
} from '../validation/number-rules.ts';
import { checkRequired } from '../validation/text-rules.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';
import { zOptionalText } from '../validation/zod-fields.ts';
import { addValidationIssue, refineWith } from '../validation/zod-issues.ts';
import { ZCustomDeliveryPlace } from './fulfilment-custom-delivery.ts';

/**
 * `GET` / `PUT /settings/delivery`: a location's delivery settings (spec part 2 §3 "Delivery
 * settings", "Address delivery", "Custom delivery", "Stadium"). The settings of every type are
 * kept, so switching type and back loses nothing; only the chosen type's must be complete.
 */

export const deliveryCountries = ['CA', 'US'] as const;
/** Farthest an address delivery may reach, in km. */
export const DELIVERY_RADIUS_MAX_KM = 1000;
/** A stadium's section, row and seat labels fit an order's delivery fields (40 characters). */
const STADIUM_LABEL_MAX_LENGTH = 40;
const STADIUM_LIST_MAX = 2000;

/**
 * The delivery charge as the spec writes charges (part 2 §5): `"5$"` a fixed amount, `"10"` a
 * percentage, read by the cost engine's `parseChargeValue`. It is stored with two decimals, so
 * a percentage such as 9.975 would be silently rounded: "Must have at most 2 decimals."
 */
export function checkDeliveryCharge(text: string | null | undefined): ValidationIssue | null {
  if (!text?.trim()) return null;
  const value = parseChargeValue(text);
  if (!value) return validationIssue('invalid');
  if (value.type === 'percentage' && value.milliPercent % 10 !== 0) {
    return validationIssue('maxDecimals', { decimals: 2 });
  }
  return null;
}

/** An address delivery's radius: more than 0 and at most `DELIVERY_RADIUS_MAX_KM`. */
export function checkDeliveryRadius(value: NumberValue): ValidationIssue | null {
  return checkHigherThanZero(value) ?? checkMaxValue(value, DELIVERY_RADIUS_MAX_KM);
}

const stadiumLabels = z
  .array(zOptionalText({ maxLength: STADIUM_LABEL_MAX_LENGTH }).pipe(z.string().min(1)))
  .max(STADIUM_LIST_MAX);

export const ZStadiumDelivery = z.object({
  sections: stadiumLabels,
  rows: stadiumLabels,
  seats: stadiumLabels,
});
export type StadiumDelivery = z.infer<typeof ZStadiumDelivery>;

/**
 * The settings as answered, field by field (the shape of the form). Plain types: what was
 * stored is answered as it is, even if a rule changed since; saving applies the rules
 * (`ZDeliverySettingsRequest`).
 */
export const ZDeliverySettings = z.object({
  enabled: z.boolean(),
  /** `"4.99$"` fixed or `"10"` percent; null or empty = free. */
  charge: z.string().nullable(),
  type: ZDeliveryType.nullable(),
  /** Address delivery: the country addresses are looked up in, and where deliveries leave from. */
  country: z.enum(deliveryCountries).nullable(),
  /** The origin's label, picked from the geocoder's suggestions with its point. */
  address: z.string().nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  radius_km: z.number().nullable(),
  stadium: ZStadiumDelivery.nullable(),
  custom: z.array(ZCustomDeliveryPlace).max(50),
});
export type DeliverySettings = z.infer<typeof ZDeliverySettings>;

/**
 * What the chosen type needs (the issues by field path, `{}` when complete): delivery turned on
 * needs a type; address delivery a country, an origin picked from the suggestions (a label with
 * its point) and a radius; stadium delivery sections, rows and seats; custom delivery at least
 * one place with at least one area. School delivery's schools are their own list.
 */
export function deliverySettingsProblems(
  settings: DeliverySettings,
): Record<string, ValidationIssue> {
  const problems: Record<string, ValidationIssue> = {};
  const need = (path: string, value: unknown) => {
    const issue = checkRequired(value);
    if (issue) problems[path] = issue;
  };
  if (settings.enabled) need('type', settings.type);
  switch (settings.type) {
    case 'address':
      need('country', settings.country);
      need(
        'address',
        settings.latitude === null || settings.longitude === null ? null : settings.address,
      );
      need('radius_km', settings.radius_km);
      break;
    case 'stadium':
      need('stadium.sections', settings.stadium?.sections.length ? 'ok' : null);
      need('stadium.rows', settings.stadium?.rows.length ? 'ok' : null);
      need('stadium.seats', settings.stadium?.seats.length ? 'ok' : null);
      break;
    case 'custom':
      need('custom', settings.custom.length ? 'ok' : null);
      settings.custom.forEach((place, index) => {
        need(`custom.${index}.areas`, place.areas.length ? 'ok' : null);
      });
      break;
    default:
      break;
  }
  return problems;
}

/** The request of `PUT /settings/delivery`: each field's rules, then the chosen type's. */
export const ZDeliverySettingsRequest = ZDeliverySettings.extend({
  charge: ZChargeText.superRefine(refineWith(checkDeliveryCharge)).nullable(),
  address: zOptionalText({ maxLength: 300 }).nullable(),
  radius_km: z.number().superRefine(refineWith(checkDeliveryRadius)).nullable(),
}).superRefine((settings, ctx) => {
  for (const [path, issue] of Object.entries(deliverySettingsProblems(settings))) {
    const keys = path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    addValidationIssue(ctx, issue, keys);
  }
});

import type { z } from 'zod';
import {
  ENTITLEMENTS_MIN_ROLE,
  locationEntitlements,
  ZUpdateLocationRequest,
  type LocationFlag,
} from '../locations/location-schemas.ts';
import { hasRoleAtLeast, type Role } from '../roles/role-ranks.ts';

/**
 * What the Customize and Advanced screens hold (docs/decisions/settings.md). Customize: the
 * location as guests meet it (name, public menu address, time zone) and how they order (special
 * instructions, holiday hours). Advanced: what the location has bought (entitlements, changed by
 * enterprise and admin users only), features that change how money is taken, and integrations
 * (card processor).
 */
export const customizeFlags = [
  'hide_items_special_instructions',
  'hide_takeout_special_instructions',
  'holiday_hours',
] as const satisfies readonly LocationFlag[];

export const entitlementFlags = locationEntitlements.filter(
  (field): field is Exclude<(typeof locationEntitlements)[number], 'groups'> => field !== 'groups',
);

export const advancedFeatureFlags = [
  'extra_payment_methods',
  'discount',
  'delivery',
] as const satisfies readonly LocationFlag[];

/** Whether this role may change a location's entitlements (others see them read-only). */
export function canEditEntitlements(role: Role): boolean {
  return hasRoleAtLeast(role, ENTITLEMENTS_MIN_ROLE);
}

/** The Customize form: every field required, with the location rules of `PUT /restaurants/{id}`. */
export const ZCustomizeLocationForm = ZUpdateLocationRequest.pick({
  name: true,
  slug: true,
  timezone: true,
  hide_items_special_instructions: true,
  hide_takeout_special_instructions: true,
  holiday_hours: true,
}).required();
export type CustomizeLocationForm = z.infer<typeof ZCustomizeLocationForm>;

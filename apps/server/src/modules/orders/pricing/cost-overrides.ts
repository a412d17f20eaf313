import {
  hasRoleAtLeast,
  parseChargeValue,
  type ChargeValue,
  type CostOverrides,
  type Role,
} from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';

/**
 * Staff overrides of the service charge, the delivery charge and the discount
 * (`checkout.pricing.overrides`, docs/decisions/orders.md "Pricing and writes"): set by lead and above, kept
 * in the order's document so a submit stores the costs staff saw.
 */

const OVERRIDE_FIELDS = ['serviceCharge', 'deliveryCharge', 'discount'] as const;
type OverrideField = (typeof OVERRIDE_FIELDS)[number];

/** An override as the cost engine takes it: undefined = none given, null = removed (zero). */
export type ChargeOverrides = Partial<Record<OverrideField, ChargeValue | null>>;

/** The text of one override, or null when none is given (orders stored before overrides too). */
function overrideText(overrides: Partial<CostOverrides> | undefined, field: OverrideField) {
  const text = overrides?.[field]?.trim();
  return text ? text : null;
}

/** The overrides given, read as charge values; a zero value removes its charge or discount. */
export function chargeOverridesOf(overrides: Partial<CostOverrides> | undefined): ChargeOverrides {
  const values: ChargeOverrides = {};
  for (const field of OVERRIDE_FIELDS) {
    const value = parseChargeValue(overrideText(overrides, field));
    if (!value) continue;
    const zero = value.type === 'dollar' ? value.cents === 0 : value.milliPercent === 0;
    values[field] = zero ? null : value;
  }
  return values;
}

/**
 * 403 `forbidden_role` when a caller below lead (or without a role: a suite owner) gives overrides
 * other than `kept` — the ones the order being changed or read already holds, so staff can add to
 * a check a lead discounted.
 */
export function assertMayOverride(
  role: Role | null,
  overrides: Partial<CostOverrides> | undefined,
  kept: Partial<CostOverrides> | undefined,
): void {
  if (role !== null && hasRoleAtLeast(role, 'lead')) return;
  const changed = OVERRIDE_FIELDS.some(
    (field) => overrideText(overrides, field) !== overrideText(kept, field),
  );
  if (changed) throw new AppError('forbidden_role');
}

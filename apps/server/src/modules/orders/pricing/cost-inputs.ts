import {
  parseChargeValue,
  storedChargeValue,
  textIn,
  tipOffered,
  toCents,
  type ChargeValue,
  type ContentLanguage,
  type CostInput,
  type CostLine,
  type ErrorCode,
  type Location,
  type MemberInfo,
  type OrderDraft,
  type SubsidyInput,
  type TaxRate,
  taxRatesInForce,
} from '@app/domain';
import type { MembershipRow } from '../../memberships/memberships.repository.ts';
import { chargeOverridesOf } from './cost-overrides.ts';
import { isDelivered } from '../order-delivery.ts';
import type { PricingInputRows } from './pricing-inputs.repository.ts';

/**
 * Stored settings and the checkout's choices turned into the cost engine's input. Stored
 * charges are split into a type (`dollar` | `percentage`) and an amount; the domain's
 * `storedChargeValue` reads them as the spec writes them, so stored and typed values follow the
 * same rules. Order pricing and the demo data set build their costs here.
 */

/**
 * The cost engine's input for priced lines: the location's tax rates in force on the due day
 * (`taxRatesInForce`: per code, the latest first day on or before it) and charges, and the
 * codes, vouchers, credits, tip and staff overrides of the checkout (the caller has checked
 * that the overrides may be used). A discount or subsidy code that does not count is `refuse`d
 * and left out. Labels (service charge, member promotion) are in `language` where the location
 * wrote them in it, else in its primary language.
 */
export function costInputOf(
  location: Pick<Location, 'discount' | 'subsidies' | 'province'>,
  order: OrderDraft,
  parts: {
    lines: CostLine[];
    inputs: PricingInputRows;
    memberDiscount: MemberDiscount | null;
    language: ContentLanguage;
    /** The order's due day (`YYYY-MM-DD`, location's time zone): the tax rates in force on it. */
    taxDay: string;
    refuse: (code: ErrorCode) => void;
  },
): CostInput {
  const { inputs } = parts;
  const pricing = order.data.checkout.pricing;
  const overrides = chargeOverridesOf(pricing.overrides);
  const discount = discountOf(location, pricing.discountCode, inputs.promoCode);
  if (discount === 'invalid') parts.refuse('promo_code_invalid');
  const subsidy = subsidyOf(location, pricing, inputs.subsidy);
  if (subsidy === 'invalid') parts.refuse('subsidy_code_invalid');
  const serviceCharge = serviceChargeOf(
    inputs.serviceCharge,
    overrides.serviceCharge,
    parts.language,
  );
  const deliveryCharge = inputs.deliveryCharge
    ? storedChargeValue(inputs.deliveryCharge.type, inputs.deliveryCharge.value)
    : null;
  const code = discount === 'invalid' ? null : discount;
  return {
    // A meal package's item line is the one a fixed-item-price subsidy covers (`priceLine`).
    lines: parts.lines,
    taxRates: taxRatesOf(taxRatesInForce(inputs.taxRates, parts.taxDay)),
    province: location.province,
    discount:
      overrides.discount === undefined
        ? code
        : overrides.discount && {
            code: code?.code ?? present(pricing.discountCode) ?? '',
            value: overrides.discount,
          },
    memberDiscount: parts.memberDiscount?.value ?? null,
    memberDiscountLabel: parts.memberDiscount?.label ?? null,
    subsidy: subsidy === 'invalid' ? null : subsidy,
    serviceCharge,
    deliveryCharge: isDelivered(order)
      ? overrides.deliveryCharge === undefined
        ? deliveryCharge
        : overrides.deliveryCharge
      : null,
    voucher: pricing.voucher
      ? { code: pricing.voucher.code, cents: toCents(pricing.voucher.amount) }
      : null,
    // The balance is only looked up when credits are on and the guest asked to use them.
    creditsCents: inputs.creditBalance ? toCents(inputs.creditBalance) : 0,
    tip: tipOf(order, parts.refuse),
  };
}

/** The checkout's tip; `tip_not_offered` (and no tip) for an order type that takes none. */
function tipOf(order: OrderDraft, refuse: (code: ErrorCode) => void) {
  const tip = present(order.data.checkout.pricing.tip);
  if (tip !== null && !tipOffered(order.type)) {
    refuse('tip_not_offered');
    return null;
  }
  return parseChargeValue(tip);
}

/** Tax rates in thousandths of a percent; a rate without a label is labelled by its code. */
export function taxRatesOf(rows: PricingInputRows['taxRates']): TaxRate[] {
  return rows.map((row) => ({
    code: row.code,
    label: row.label ?? row.code,
    milliPercent: Math.round(row.value * 1000),
    isDefault: row.is_default,
  }));
}

/**
 * The subsidy a code grants: a discount (dollars or percent), a fixed price per meal, or pay
 * what you can (the amount the guest chose, 0 when none). Null when the subsidy is unusable
 * (a discount or fixed price without an amount).
 */
export function subsidyInputOf(
  row: NonNullable<PricingInputRows['subsidy']>,
  payWhatYouCan: number | null,
): SubsidyInput | null {
  if (row.type === 'pay_what_you_can') {
    return { type: 'pay_what_you_can', payCents: toCents(payWhatYouCan ?? 0) };
  }
  if (row.amount === null) return null;
  if (row.type === 'fixed_item_price') {
    return { type: 'fixed_item_price', unitCents: toCents(row.amount) };
  }
  if (row.type === 'discount') {
    const value = storedChargeValue(row.amount_type, row.amount);
    return value ? { type: 'discount', value } : null;
  }
  return null;
}

/** A member discount and the name of the promotion giving it. */
export interface MemberDiscount {
  value: ChargeValue;
  label: string;
}

/**
 * The member discount (pre-tax): the membership's first promotion, when its value can be read,
 * labelled by its name in `language` (its own name when it has none in that language).
 */
export function memberDiscountOf(
  membership: MembershipRow | null,
  language: ContentLanguage,
): MemberDiscount | null {
  const promo = membership?.promos[0];
  const value = promo ? parseChargeValue(promo.value) : null;
  return promo && value
    ? { value, label: textIn(promo.name, promo.localization, 'name', language) }
    : null;
}

/** The checkout's membership as the server knows it: its id, identifier and promotions. */
export function memberInfoOf(
  memberInfo: MemberInfo | null,
  membership: MembershipRow | null,
  memberDiscount: MemberDiscount | null,
): MemberInfo | null {
  if (!memberInfo || !membership) return memberInfo;
  return {
    ...memberInfo,
    id: membership.id,
    identifier: membership.identifier,
    promos: membership.promos,
    promosApplied: memberDiscount !== null,
  };
}

/** Trimmed text, or null when empty. */
export function present(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The discount of a code: the location's active promo code of that name (any case), where the
 * `discount` flag is on. 'invalid' when a code was given but does not count.
 */
function discountOf(
  location: Pick<Location, 'discount'>,
  code: string | null,
  row: PricingInputRows['promoCode'],
): CostInput['discount'] | 'invalid' {
  if (!present(code)) return null;
  const value = location.discount && row ? storedChargeValue(row.type, row.value) : null;
  return row && value ? { code: row.name, value } : 'invalid';
}

/** The subsidy of a code, where the `subsidies` flag is on; 'invalid' when it does not count. */
function subsidyOf(
  location: Pick<Location, 'subsidies'>,
  pricing: OrderDraft['data']['checkout']['pricing'],
  row: PricingInputRows['subsidy'],
): CostInput['subsidy'] | 'invalid' {
  if (!present(pricing.subsidyCode)) return null;
  const subsidy = location.subsidies && row ? subsidyInputOf(row, pricing.payWhatYouCan) : null;
  return subsidy ?? 'invalid';
}

/**
 * The service charge with its label: the location's when enabled and not zero, or the staff
 * override (`undefined` = none given, null = removed) under the location's label, in
 * `language` when the location wrote it in that language.
 */
function serviceChargeOf(
  row: PricingInputRows['serviceCharge'],
  override: ChargeValue | null | undefined,
  language: ContentLanguage,
): CostInput['serviceCharge'] {
  const value = override === undefined ? row && storedChargeValue(row.type, row.value) : override;
  if (!value) return null;
  const label = row ? textIn(row.label, row.localization, 'service_charge_label', language) : null;
  return { label, value };
}

import type { Province } from '../../locations/location-schemas.ts';

/**
 * The cost engine: every amount of an order, in integer cents (CAD). Pure; the server computes
 * the costs it stores, the web app the same costs for instant feedback.
 *
 * Order of the computation (each step documented where it is written):
 *  1. subtotal = Σ line amounts (unit price with options × quantity).
 *  2. discount code: `"5$"` = fixed amount, otherwise a percentage of the subtotal; never more
 *     than the subtotal.
 *  3. member discount (pre-tax): same rule, on what is left after the code discount.
 *  4. subsidy: `discount` (same rule, on what is left), `fixed_item_price` (each subsidised line
 *     costs at most the fixed price per unit, measured after its share of the code and member
 *     discounts), `pay_what_you_can` (the guest pays the chosen amount, 0 up to what is left; the
 *     subsidy covers the rest).
 *  5. subtotalDiscounted = subtotal − the three discounts (≥ 0). The code, member, `discount` and
 *     `pay_what_you_can` discounts are spread over the lines in proportion to their amounts
 *     (largest remainder, so they add up to the cent) to find each line's taxable amount; a
 *     `fixed_item_price` subsidy stays on the lines it covers. Lines are first put in one
 *     canonical order (amount, then what they are), so the order of the cart never moves a cent.
 *  6. service charge and delivery charge: `"5$"` fixed or a percentage of subtotalDiscounted;
 *     both are taxed at the location's default rates and never get the rebate. An order with
 *     nothing left to pay for its items (subtotalDiscounted = 0: fully discounted or subsidised)
 *     carries no service or delivery charge, so a free order stays free.
 *  7. tax brackets: one per tax code, rate × the taxable amounts of the lines (and charges) that
 *     code applies to, rounded once per bracket; brackets with nothing taxable are left out, the
 *     others follow the order of the location's rates. A line's codes are its own (`taxCodes`,
 *     matched ignoring case and spaces) that are rates of the location — unknown ones are
 *     ignored — and when none of them is, the location's default rates (several may be default:
 *     GST + QST). Rates compound nothing: each applies to the pre-tax amount.
 *     Ontario point-of-sale rebate (CRA GI-064): when the location's province is `on`, a rate is
 *     "the HST" when its code is `HST` or it is a default rate, and it is at least 8 %. The
 *     qualifying lines are those with `rebateQualifying` whose codes include such a rate; when
 *     their taxable total (after discounts, before tax) is `HST_REBATE_THRESHOLD_CENTS` or less,
 *     they pay that rate less the 8-point provincial part (13 % → 5 %), in a second bracket of
 *     the same code right after the full-rate one. `hstRebate` = Σ per rate of (rate × their
 *     taxable − reduced rate × their taxable), each rounded as a bracket. Above the threshold
 *     nothing is rebated; the other lines and the charges always pay the full rate.
 *  8. voucher (gift card), then credits, each taking at most what is left to pay
 *     (subtotalDiscounted + charges + taxes).
 *  9. tip: `"5$"` fixed or a percentage of subtotalDiscounted; not covered by voucher or credits.
 * total = subtotalDiscounted + charges + taxes − voucher − credits (≥ 0);
 * totalWithTip = total + tip.
 *
 * Rounding: each percentage is rounded to the cent half away from zero where it is computed
 * (one rounding per discount, charge, tax bracket and tip), exactly (BigInt); sums of cents are
 * exact. Percentages are integer thousandths of a percent (9.975 % = 9975).
 *
 * Inputs are checked: amounts must be integer cents from 0 to `MAX_MONEY_CENTS`, rates and
 * percentages non-negative integers, quantities ≥ 1; anything else, or a total beyond the
 * money maximum, throws `RangeError`. Every amount of the breakdown is an integer ≥ 0.
 */

/** A charge or discount value as the spec writes it: `"5$"` (or `"5.00 $"`) fixed, `"10"` percent. */
export type ChargeValue =
  | { type: 'dollar'; cents: number }
  /** Percent in thousandths (9.975 % = 9975) so that every rate is an integer. */
  | { type: 'percentage'; milliPercent: number };

/** One taxable part of the order: a cart line (or an option with its own tax code). */
export interface CostLine {
  /** Amount in cents of this part for its whole quantity, before discounts. */
  amountCents: number;
  /** Tax codes the part pays instead of the location defaults (empty = the defaults). */
  taxCodes: readonly string[];
  /** Ontario point-of-sale rebate: qualifying prepared food or drink. */
  rebateQualifying: boolean;
  /** Covered by a `fixed_item_price` subsidy (meals): the fixed price applies per unit. */
  subsidized?: boolean;
  /** Units in this part (for the fixed item price). Default 1. */
  quantity?: number;
}

export interface TaxRate {
  code: string;
  label: string;
  /** Percent in thousandths (13 % = 13000, 9.975 % = 9975). */
  milliPercent: number;
  /** Applies to every line without its own codes. Several rates may be defaults (GST + QST). */
  isDefault: boolean;
}

export type SubsidyInput =
  | { type: 'discount'; value: ChargeValue }
  | { type: 'fixed_item_price'; unitCents: number }
  | { type: 'pay_what_you_can'; payCents: number };

export interface CostInput {
  lines: readonly CostLine[];
  taxRates: readonly TaxRate[];
  province: Province;
  discount?: { code: string; value: ChargeValue } | null;
  memberDiscount?: ChargeValue | null;
  /**
   * What labels the member discount (the name of the membership promotion giving it). Labels
   * are in the language the costs are shown in: the caller picks them (`textIn`).
   */
  memberDiscountLabel?: string | null;
  subsidy?: SubsidyInput | null;
  /** The location's service charge with its label (in the language the costs are shown in). */
  serviceCharge?: { label: string | null; value: ChargeValue } | null;
  deliveryCharge?: ChargeValue | null;
  voucher?: { code: string; cents: number } | null;
  /** Credits the guest has and wants to use. */
  creditsCents?: number;
  tip?: ChargeValue | null;
}

export interface TaxBracketCents {
  code: string;
  label: string;
  milliPercent: number;
  taxableCents: number;
  amountCents: number;
}

export interface CostBreakdown {
  subtotal: number;
  discount: number;
  memberDiscount: number;
  subsidyDiscount: number;
  subtotalDiscounted: number;
  serviceCharge: number;
  deliveryCharge: number;
  taxBrackets: TaxBracketCents[];
  taxes: number;
  hstRebate: number;
  voucher: number;
  credits: number;
  tip: number;
  total: number;
  totalWithTip: number;
}

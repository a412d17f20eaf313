import { assertCents, fromCents } from '../../money/cents.ts';
import { chargeOf, formatChargeValue } from './charge-value.ts';
import { applyDiscounts } from './cost-discounts.ts';
import { computeTaxes, taxCodeKey } from './cost-taxes.ts';
import type { OrderCosts } from '../order-schemas.ts';
import type { ChargeValue, CostBreakdown, CostInput, CostLine } from './costs.ts';

/** Throws `RangeError` unless `cents` is an amount the engine takes: an integer from 0 to the max. */
function assertAmount(cents: number, what: string): void {
  assertCents(cents);
  if (cents < 0) throw new RangeError(`Negative ${what}: ${cents}`);
}

function assertChargeValue(value: ChargeValue | null | undefined, what: string): void {
  if (!value) return;
  if (value.type === 'dollar') assertAmount(value.cents, what);
  else if (!Number.isSafeInteger(value.milliPercent) || value.milliPercent < 0) {
    throw new RangeError(`Not a percentage in thousandths for ${what}: ${value.milliPercent}`);
  }
}

function assertInput(input: CostInput): void {
  for (const line of input.lines) {
    assertAmount(line.amountCents, 'line amount');
    const quantity = line.quantity ?? 1;
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      throw new RangeError(`Not a quantity: ${quantity}`);
    }
  }
  for (const rate of input.taxRates) {
    if (!Number.isSafeInteger(rate.milliPercent) || rate.milliPercent < 0) {
      throw new RangeError(`Not a tax rate in thousandths of a percent: ${rate.milliPercent}`);
    }
  }
  assertChargeValue(input.discount?.value, 'discount');
  assertChargeValue(input.memberDiscount, 'member discount');
  assertChargeValue(input.serviceCharge?.value, 'service charge');
  assertChargeValue(input.deliveryCharge, 'delivery charge');
  assertChargeValue(input.tip, 'tip');
  const subsidy = input.subsidy;
  if (subsidy?.type === 'discount') assertChargeValue(subsidy.value, 'subsidy');
  if (subsidy?.type === 'fixed_item_price') assertAmount(subsidy.unitCents, 'fixed item price');
  if (subsidy?.type === 'pay_what_you_can') assertAmount(subsidy.payCents, 'pay what you can');
  if (input.voucher) assertAmount(input.voucher.cents, 'voucher');
  assertAmount(input.creditsCents ?? 0, 'credits');
}

/** What tells two lines apart for the engine; equal keys are interchangeable lines. */
function lineKey(line: CostLine): string {
  const codes = [...new Set(line.taxCodes.map(taxCodeKey))].sort().join('+');
  return `${line.rebateQualifying ? 1 : 0}|${line.subsidized ? 1 : 0}|${line.quantity ?? 1}|${codes}`;
}

/** The lines in one order whatever the cart's order, so every cent lands the same way. */
function canonicalOrder(lines: readonly CostLine[]): CostLine[] {
  const keyed = lines.map((line) => ({ line, key: lineKey(line) }));
  keyed.sort((a, b) =>
    a.line.amountCents !== b.line.amountCents
      ? b.line.amountCents - a.line.amountCents
      : a.key < b.key
        ? -1
        : a.key > b.key
          ? 1
          : 0,
  );
  return keyed.map(({ line }) => line);
}

/** A sum of cents, refused (`RangeError`) beyond the money maximum. */
function sumCents(...amounts: number[]): number {
  const sum = amounts.reduce((a, b) => a + b, 0);
  assertCents(sum);
  return sum;
}

/**
 * Every amount of an order in cents; see costs.ts for the steps and the rounding. Pure and
 * independent of the order of the lines. Throws `RangeError` only for inputs that are not
 * amounts (negative, fractional or beyond `MAX_MONEY_CENTS` cents, fractional rates, quantities
 * below 1) or an order whose total goes beyond `MAX_MONEY_CENTS`.
 */
export function computeCosts(input: CostInput): CostBreakdown {
  assertInput(input);
  const lines = canonicalOrder(input.lines);
  const subtotal = sumCents(...lines.map((line) => line.amountCents));
  const { discount, memberDiscount, subsidyDiscount, taxable } = applyDiscounts(
    input,
    lines,
    subtotal,
  );
  const subtotalDiscounted = subtotal - discount - memberDiscount - subsidyDiscount;

  const chargeOnItems = (value: ChargeValue | null | undefined) =>
    value && subtotalDiscounted > 0 ? chargeOf(value, subtotalDiscounted) : 0;
  const serviceCharge = chargeOnItems(input.serviceCharge?.value);
  const deliveryCharge = chargeOnItems(input.deliveryCharge);

  const { taxBrackets, taxes, hstRebate } = computeTaxes({
    lines,
    taxable,
    chargesCents: sumCents(serviceCharge, deliveryCharge),
    taxRates: input.taxRates,
    province: input.province,
  });

  const owed = sumCents(subtotalDiscounted, serviceCharge, deliveryCharge, taxes);
  const voucher = Math.min(input.voucher?.cents ?? 0, owed);
  const credits = Math.min(input.creditsCents ?? 0, owed - voucher);
  const total = owed - voucher - credits;
  const tip = input.tip ? chargeOf(input.tip, subtotalDiscounted) : 0;

  return {
    subtotal,
    discount,
    memberDiscount,
    subsidyDiscount,
    subtotalDiscounted,
    serviceCharge,
    deliveryCharge,
    taxBrackets,
    taxes,
    hstRebate,
    voucher,
    credits,
    tip,
    total,
    totalWithTip: sumCents(total, tip),
  };
}

const valueText = (value: ChargeValue | null | undefined) =>
  value ? formatChargeValue(value) : null;

/**
 * The API's `data.costs` (dollars) from a breakdown and the inputs that label it. The discount's
 * `value` is in dollars for a fixed code and in percent for a percentage (`12.5`); the other
 * values are written as the spec writes them (`"5$"`, `"10"`); rates in percent (`9.975`). Labels
 * are the input's, so in the language the input was labelled in.
 */
export function costsToJson(breakdown: CostBreakdown, input: CostInput): OrderCosts {
  const code = input.discount;
  return {
    subtotal: fromCents(breakdown.subtotal),
    discount: {
      code: code?.code ?? null,
      type: code?.value.type ?? null,
      value: !code
        ? null
        : code.value.type === 'dollar'
          ? fromCents(code.value.cents)
          : code.value.milliPercent / 1000,
      amount: fromCents(breakdown.discount),
    },
    memberDiscount: {
      preTax: true,
      value: valueText(input.memberDiscount),
      label: input.memberDiscountLabel ?? null,
      amount: fromCents(breakdown.memberDiscount),
    },
    subsidyDiscount: {
      type: input.subsidy?.type ?? null,
      amount: fromCents(breakdown.subsidyDiscount),
    },
    subtotalDiscounted: fromCents(breakdown.subtotalDiscounted),
    serviceCharge: {
      label: input.serviceCharge?.label ?? null,
      value: valueText(input.serviceCharge?.value),
      amount: fromCents(breakdown.serviceCharge),
    },
    deliveryCharge: {
      value: valueText(input.deliveryCharge),
      amount: fromCents(breakdown.deliveryCharge),
    },
    taxBrackets: breakdown.taxBrackets.map((bracket) => ({
      code: bracket.code,
      label: bracket.label,
      rate: bracket.milliPercent / 1000,
      taxable: fromCents(bracket.taxableCents),
      amount: fromCents(bracket.amountCents),
    })),
    taxes: fromCents(breakdown.taxes),
    hstRebate: fromCents(breakdown.hstRebate),
    voucher: { code: input.voucher?.code ?? null, amount: fromCents(breakdown.voucher) },
    credits: fromCents(breakdown.credits),
    tip: fromCents(breakdown.tip),
    total: fromCents(breakdown.total),
    totalWithTip: fromCents(breakdown.totalWithTip),
  };
}

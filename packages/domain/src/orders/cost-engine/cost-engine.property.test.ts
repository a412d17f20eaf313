import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromCents } from '../../money/cents.ts';
import { provinces } from '../../locations/location-schemas.ts';
import { computeCosts, costsToJson } from './cost-engine.ts';
import type { ChargeValue, CostBreakdown, CostInput, CostLine, TaxRate } from './costs.ts';
import { ZOrderCosts } from '../order-schemas.ts';

/** Properties of the cost engine over random carts, rates and choices. */

const codes = ['HST', 'GST', 'PST', 'QST', 'LIQ'] as const;

const taxRates: fc.Arbitrary<readonly TaxRate[]> = fc.oneof<fc.Arbitrary<readonly TaxRate[]>[]>(
  fc.constant([{ code: 'HST', label: 'HST', milliPercent: 13_000, isDefault: true }]),
  fc.constant([
    { code: 'GST', label: 'GST', milliPercent: 5000, isDefault: true },
    { code: 'QST', label: 'QST', milliPercent: 9975, isDefault: true },
  ]),
  fc.uniqueArray(
    fc.record({
      code: fc.constantFrom(...codes),
      label: fc.string({ maxLength: 10 }),
      milliPercent: fc.integer({ min: 0, max: 20_000 }),
      isDefault: fc.boolean(),
    }),
    { selector: (rate) => rate.code, maxLength: 4 },
  ),
);

/** Small amounts often, so the $4 rebate and single cents are well covered. */
const amount = fc.oneof(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 5_000_000 }));

const line: fc.Arbitrary<CostLine> = fc.record({
  // Equal amounts tie in the spread of a discount: which line takes the odd cent must not
  // depend on the order of the cart.
  amountCents: fc.oneof(amount, fc.constantFrom(100, 300)),
  taxCodes: fc.subarray([...codes, 'hst', 'XYZ']),
  rebateQualifying: fc.boolean(),
  subsidized: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 5 }),
});

const chargeValue: fc.Arbitrary<ChargeValue> = fc.oneof(
  fc.record({ type: fc.constant('dollar' as const), cents: amount }),
  fc.record({
    type: fc.constant('percentage' as const),
    milliPercent: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.constant(100_000)),
  }),
);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

const costInput: fc.Arbitrary<CostInput> = fc.record({
  lines: fc.array(line, { maxLength: 8 }),
  taxRates,
  province: fc.constantFrom(...provinces, 'on', 'on'),
  discount: maybe(fc.record({ code: fc.string({ maxLength: 8 }), value: chargeValue })),
  memberDiscount: maybe(chargeValue),
  subsidy: maybe(
    fc.oneof(
      fc.record({ type: fc.constant('discount' as const), value: chargeValue }),
      fc.record({ type: fc.constant('fixed_item_price' as const), unitCents: amount }),
      fc.record({ type: fc.constant('pay_what_you_can' as const), payCents: amount }),
    ),
  ),
  serviceCharge: maybe(
    fc.record({ label: maybe(fc.string({ maxLength: 12 })), value: chargeValue }),
  ),
  deliveryCharge: maybe(chargeValue),
  voucher: maybe(fc.record({ code: fc.string({ maxLength: 8 }), cents: amount })),
  creditsCents: amount,
  tip: maybe(chargeValue),
});

/** The input with its lines in another order (sorted by random keys). */
const reordered = fc
  .tuple(costInput, fc.array(fc.nat(), { minLength: 8, maxLength: 8 }))
  .map(([input, keys]) => {
    const order = input.lines.map((_, index) => index);
    order.sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || b - a);
    return { input, shuffled: { ...input, lines: order.map((index) => input.lines[index]!) } };
  });

function amountsOf(costs: CostBreakdown): number[] {
  const { taxBrackets, ...rest } = costs;
  return [
    ...Object.values(rest),
    ...taxBrackets.flatMap((b) => [b.milliPercent, b.taxableCents, b.amountCents]),
  ];
}

describe('computeCosts properties', () => {
  it('adds up: total and totalWithTip are the sums of their parts', () => {
    fc.assert(
      fc.property(costInput, (input) => {
        const c = computeCosts(input);
        expect(c.subtotal).toBe(input.lines.reduce((sum, l) => sum + l.amountCents, 0));
        expect(c.subtotalDiscounted).toBe(
          c.subtotal - c.discount - c.memberDiscount - c.subsidyDiscount,
        );
        expect(c.total).toBe(
          c.subtotalDiscounted +
            c.serviceCharge +
            c.deliveryCharge +
            c.taxes -
            c.voucher -
            c.credits,
        );
        expect(c.totalWithTip).toBe(c.total + c.tip);
        expect(c.taxes).toBe(c.taxBrackets.reduce((sum, b) => sum + b.amountCents, 0));
      }),
    );
  });

  it('never gives a negative, fractional or missing amount', () => {
    fc.assert(
      fc.property(costInput, (input) => {
        for (const cents of amountsOf(computeCosts(input))) {
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('does not change any amount when the lines come in another order', () => {
    fc.assert(
      fc.property(reordered, ({ input, shuffled }) => {
        expect(computeCosts(shuffled)).toEqual(computeCosts(input));
      }),
      { numRuns: 1000 },
    );
  });

  it('never discounts more than the subtotal, nor pays more than is owed', () => {
    fc.assert(
      fc.property(costInput, (input) => {
        const c = computeCosts(input);
        expect(c.discount + c.memberDiscount + c.subsidyDiscount).toBeLessThanOrEqual(c.subtotal);
        const owed = c.subtotalDiscounted + c.serviceCharge + c.deliveryCharge + c.taxes;
        expect(c.voucher + c.credits).toBeLessThanOrEqual(owed);
        expect(c.voucher).toBeLessThanOrEqual(input.voucher?.cents ?? 0);
        expect(c.credits).toBeLessThanOrEqual(input.creditsCents ?? 0);
      }),
    );
  });

  it('rounds each bracket to within half a cent of rate × taxable', () => {
    fc.assert(
      fc.property(costInput, (input) => {
        for (const b of computeCosts(input).taxBrackets) {
          expect(
            Math.abs(b.amountCents * 100_000 - b.taxableCents * b.milliPercent),
          ).toBeLessThanOrEqual(50_000);
        }
      }),
    );
  });

  it('taxes exactly what is left to pay when every part pays the same default rates', () => {
    fc.assert(
      fc.property(costInput, (input) => {
        const lines = input.lines.map((l) => ({ ...l, taxCodes: [], rebateQualifying: false }));
        const c = computeCosts({ ...input, lines });
        const defaults = input.taxRates.filter((r) => r.isDefault);
        const taxed = c.subtotalDiscounted + c.serviceCharge + c.deliveryCharge;
        expect(c.taxBrackets.map((b) => b.taxableCents)).toEqual(
          taxed > 0 ? defaults.map(() => taxed) : [],
        );
      }),
    );
  });

  it('gives no taxes, charges or total on a 100 % discount', () => {
    const free: ChargeValue = { type: 'percentage', milliPercent: 100_000 };
    fc.assert(
      fc.property(costInput, (input) => {
        const c = computeCosts({ ...input, discount: { code: 'FREE', value: free } });
        expect(c).toMatchObject({ subtotalDiscounted: 0, serviceCharge: 0, deliveryCharge: 0 });
        expect(c).toMatchObject({ taxes: 0, hstRebate: 0, voucher: 0, credits: 0, total: 0 });
      }),
    );
  });

  it('rebates only in Ontario, only up to $4 of qualifying food, by at most its 8 %', () => {
    fc.assert(
      fc.property(costInput, (input) => {
        const c = computeCosts(input);
        const rebated = c.taxBrackets.filter((b) =>
          input.taxRates.some((r) => r.code === b.code && r.milliPercent === b.milliPercent + 8000),
        );
        if (input.province !== 'on') expect(c.hstRebate).toBe(0);
        const rebatedTaxable = new Set(rebated.map((b) => b.taxableCents));
        for (const taxable of rebatedTaxable) expect(taxable).toBeLessThanOrEqual(400);
        // 8 % of at most 4.00 per rebated rate, rounded: at most 0.33 each.
        expect(c.hstRebate).toBeLessThanOrEqual(33 * input.taxRates.length);
        // Without the rebate the taxes are what was paid plus the rebate, within a cent a rate.
        const full = computeCosts({
          ...input,
          lines: input.lines.map((l) => ({ ...l, rebateQualifying: false })),
        });
        expect(Math.abs(c.taxes + c.hstRebate - full.taxes)).toBeLessThanOrEqual(rebated.length);
      }),
    );
  });

  it('lets a pay-what-you-can guest pay what they chose, up to the bill', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), amount, (lines, payCents) => {
        const c = computeCosts({
          lines,
          taxRates: [],
          province: 'qc',
          subsidy: { type: 'pay_what_you_can', payCents },
        });
        expect(c.subtotalDiscounted).toBe(Math.min(payCents, c.subtotal));
      }),
    );
  });

  it('charges each subsidised line at most the fixed price per unit', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), amount, (lines, unitCents) => {
        const c = computeCosts({
          lines,
          taxRates: [],
          province: 'on',
          subsidy: { type: 'fixed_item_price', unitCents },
        });
        const expected = lines.reduce(
          (sum, l) =>
            sum +
            (l.subsidized ? Math.min(l.amountCents, unitCents * (l.quantity ?? 1)) : l.amountCents),
          0,
        );
        expect(c.subtotalDiscounted).toBe(expected);
      }),
    );
  });
});

describe('costsToJson properties', () => {
  it('answers what ZOrderCosts accepts, in dollars of the same amounts', () => {
    fc.assert(
      fc.property(costInput, (input) => {
        const c = computeCosts(input);
        const json = costsToJson(c, input);
        expect(ZOrderCosts.parse(json)).toEqual(json);
        expect(json.total).toBe(fromCents(c.total));
        expect(json.totalWithTip).toBe(fromCents(c.totalWithTip));
        expect(json.taxBrackets.map((b) => b.amount)).toEqual(
          c.taxBrackets.map((b) => fromCents(b.amountCents)),
        );
      }),
    );
  });
});

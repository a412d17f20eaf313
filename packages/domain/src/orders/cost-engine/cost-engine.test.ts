import { describe, expect, it } from 'vitest';
import { MAX_MONEY_CENTS } from '../../money/cents.ts';
import { parseChargeValue } from './charge-value.ts';
import { computeCosts, costsToJson } from './cost-engine.ts';
import type { ChargeValue, CostInput, CostLine, TaxRate } from './costs.ts';
import { ZOrderCosts } from '../order-schemas.ts';

/**
 * Hand-computed receipts. Each case writes its arithmetic; "→" marks a rounding to the cent, half
 * a cent away from zero, once per discount, charge, tax bracket and tip.
 */

const rate = (code: string, percent: number, isDefault: boolean, label = code): TaxRate => ({
  code,
  label,
  milliPercent: Math.round(percent * 1000),
  isDefault,
});
const ON = [rate('HST', 13, true)];
const QC = [rate('GST', 5, true, 'TPS'), rate('QST', 9.975, true, 'TVQ')];
const BC = [rate('GST', 5, true), rate('PST', 7, false), rate('LIQ', 10, false, 'PST (liquor)')];
const NS = [rate('HST', 14, true)];

const item = (amountCents: number, extra: Partial<CostLine> = {}): CostLine => ({
  amountCents,
  taxCodes: [],
  rebateQualifying: false,
  ...extra,
});
const food = (amountCents: number, extra: Partial<CostLine> = {}) =>
  item(amountCents, { rebateQualifying: true, ...extra });

function value(text: string): ChargeValue {
  const parsed = parseChargeValue(text);
  if (!parsed) throw new Error(`bad test value ${text}`);
  return parsed;
}

const bracket = (code: string, percent: number, taxableCents: number, amountCents: number) => ({
  code,
  milliPercent: Math.round(percent * 1000),
  taxableCents,
  amountCents,
});

describe('Ontario (HST 13 %) and the point-of-sale rebate', () => {
  const on = (lines: CostLine[], extra: Partial<CostInput> = {}) =>
    computeCosts({ lines, taxRates: ON, province: 'on', ...extra });

  it('rebates the 8 % provincial part on qualifying food of $3.99', () => {
    // 3.99 × 5 % = 0.1995 → 0.20; at 13 % it would be 0.5187 → 0.52; rebate 0.32.
    const costs = on([food(399)]);
    expect(costs.taxBrackets).toEqual([{ ...bracket('HST', 5, 399, 20), label: 'HST' }]);
    expect(costs).toMatchObject({ taxes: 20, hstRebate: 32, total: 419, totalWithTip: 419 });
  });

  it('rebates at exactly $4.00', () => {
    // 4.00 × 5 % = 0.20; 4.00 × 13 % = 0.52; rebate 0.32; total 4.20.
    expect(on([food(400)])).toMatchObject({ taxes: 20, hstRebate: 32, total: 420 });
  });

  it('does not rebate at $4.01', () => {
    // 4.01 × 13 % = 0.5213 → 0.52; total 4.53.
    const costs = on([food(401)]);
    expect(costs.taxBrackets).toMatchObject([bracket('HST', 13, 401, 52)]);
    expect(costs).toMatchObject({ taxes: 52, hstRebate: 0, total: 453 });
  });

  it('counts only the qualifying lines toward $4 in a mixed order', () => {
    // Coffee 2.50 qualifies (≤ 4.00): 2.50 × 5 % = 0.125 → 0.13; newspaper 3.00 × 13 % = 0.39.
    // Rebate: 2.50 × 13 % = 0.325 → 0.33, less 0.13 = 0.20. Total 5.50 + 0.52 = 6.02.
    const costs = on([food(250), item(300)]);
    expect(costs.taxBrackets).toMatchObject([
      bracket('HST', 13, 300, 39),
      bracket('HST', 5, 250, 13),
    ]);
    expect(costs).toMatchObject({ subtotal: 550, taxes: 52, hstRebate: 20, total: 602 });
  });

  it('does not rebate qualifying lines that add up to more than $4', () => {
    // 2.50 + 2.00 = 4.50 > 4.00: 4.50 × 13 % = 0.585 → 0.59.
    expect(on([food(250), food(200)])).toMatchObject({ taxes: 59, hstRebate: 0, total: 509 });
  });

  it('measures the $4 after discounts', () => {
    // 4.40 − 10 % (0.44) = 3.96 ≤ 4.00: 3.96 × 5 % = 0.198 → 0.20;
    // rebate 3.96 × 13 % = 0.5148 → 0.51, less 0.20 = 0.31. Total 3.96 + 0.20 = 4.16.
    const costs = on([food(440)], { discount: { code: 'TEN', value: value('10') } });
    expect(costs).toMatchObject({ discount: 44, taxes: 20, hstRebate: 31, total: 416 });
  });

  it('taxes the charges at the full rate and leaves them out of the $4', () => {
    // Coffee 3.50 qualifies: 3.50 × 5 % = 0.175 → 0.18. Delivery 2.00 × 13 % = 0.26.
    // Rebate 3.50 × 13 % = 0.455 → 0.46, less 0.18 = 0.28. Total 3.50 + 2.00 + 0.44 = 5.94.
    const costs = on([food(350)], { deliveryCharge: value('2$') });
    expect(costs.taxBrackets).toMatchObject([
      bracket('HST', 13, 200, 26),
      bracket('HST', 5, 350, 18),
    ]);
    expect(costs).toMatchObject({ deliveryCharge: 200, taxes: 44, hstRebate: 28, total: 594 });
  });

  it('rebates a default rate of another name, never a rate below the provincial part', () => {
    // "TAX" 13 % default is the HST: 3.00 × 5 % = 0.15. A "GST" 5 % line pays 5 % and is
    // not part of the rebate: 2.00 × 5 % = 0.10.
    const rates = [rate('TAX', 13, true), rate('GST', 5, false)];
    const costs = computeCosts({
      lines: [food(300), food(200, { taxCodes: ['GST'] })],
      taxRates: rates,
      province: 'on',
    });
    expect(costs.taxBrackets).toMatchObject([
      bracket('TAX', 5, 300, 15),
      bracket('GST', 5, 200, 10),
    ]);
    // Rebate 3.00 × 13 % = 0.39, less 0.15 = 0.24.
    expect(costs).toMatchObject({ taxes: 25, hstRebate: 24, total: 525 });
  });
});

describe('Quebec (GST 5 % + QST 9.975 %, both default)', () => {
  it('applies both default rates to the pre-tax amount', () => {
    // 10.00 + 5.99 = 15.99. GST 15.99 × 5 % = 0.7995 → 0.80.
    // QST 15.99 × 9.975 % = 1.5950025 → 1.60. Total 15.99 + 2.40 = 18.39.
    const costs = computeCosts({ lines: [item(1000), item(599)], taxRates: QC, province: 'qc' });
    expect(costs.taxBrackets).toEqual([
      { ...bracket('GST', 5, 1599, 80), label: 'TPS' },
      { ...bracket('QST', 9.975, 1599, 160), label: 'TVQ' },
    ]);
    expect(costs).toMatchObject({ taxes: 240, hstRebate: 0, total: 1839 });
  });

  it('gives no rebate outside Ontario', () => {
    // 3.99: GST 0.1995 → 0.20, QST 3.99 × 9.975 % = 0.3980025 → 0.40. Total 4.59.
    const costs = computeCosts({ lines: [food(399)], taxRates: QC, province: 'qc' });
    expect(costs).toMatchObject({ taxes: 60, hstRebate: 0, total: 459 });
  });

  it('lets an item pay only its own code, and taxes a service charge at both defaults', () => {
    // Item A 20.00 (defaults), item B 10.00 coded "gst" (case ignored): GST only.
    // Service 10 % of 30.00 = 3.00, at the defaults.
    // GST (20.00 + 10.00 + 3.00) × 5 % = 1.65; QST (20.00 + 3.00) × 9.975 % = 2.29425 → 2.29.
    const costs = computeCosts({
      lines: [item(2000), item(1000, { taxCodes: ['gst'] })],
      taxRates: QC,
      province: 'qc',
      serviceCharge: { label: 'Frais de service', value: value('10') },
    });
    expect(costs.taxBrackets).toMatchObject([
      bracket('GST', 5, 3300, 165),
      bracket('QST', 9.975, 2300, 229),
    ]);
    expect(costs).toMatchObject({ serviceCharge: 300, taxes: 394, total: 3694 });
  });
});

describe('British Columbia (GST 5 % default, PST 7 % and liquor 10 % by code)', () => {
  it('adds PST only where the item says so', () => {
    // Meal 15.00 (default: GST), mug 12.00 "GST+PST", wine 9.00 "GST+LIQ".
    // GST 36.00 × 5 % = 1.80; PST 12.00 × 7 % = 0.84; LIQ 9.00 × 10 % = 0.90.
    // Total 36.00 + 3.54 = 39.54.
    const costs = computeCosts({
      lines: [
        item(1500),
        item(1200, { taxCodes: ['GST', 'PST'] }),
        item(900, { taxCodes: ['GST', 'LIQ'] }),
      ],
      taxRates: BC,
      province: 'bc',
    });
    expect(costs.taxBrackets).toEqual([
      { ...bracket('GST', 5, 3600, 180), label: 'GST' },
      { ...bracket('PST', 7, 1200, 84), label: 'PST' },
      { ...bracket('LIQ', 10, 900, 90), label: 'PST (liquor)' },
    ]);
    expect(costs).toMatchObject({ taxes: 354, hstRebate: 0, total: 3954 });
  });

  it('falls back to the defaults for unknown codes and taxes charges at GST only', () => {
    // Line coded "XYZ" (unknown) pays the default GST: 10.00 × 5 % = 0.50.
    // Line "GST+PST+XYZ": XYZ ignored. 8.00: GST 0.40, PST 0.56.
    // Delivery 5.00 at the defaults: GST 0.25. GST (10 + 8 + 5) × 5 % = 1.15.
    const costs = computeCosts({
      lines: [item(1000, { taxCodes: ['XYZ'] }), item(800, { taxCodes: ['GST', 'PST', 'XYZ'] })],
      taxRates: BC,
      province: 'bc',
      deliveryCharge: value('5$'),
    });
    expect(costs.taxBrackets).toMatchObject([
      bracket('GST', 5, 2300, 115),
      bracket('PST', 7, 800, 56),
    ]);
    expect(costs).toMatchObject({ taxes: 171, total: 1800 + 500 + 171 });
  });
});

describe('Nova Scotia (HST 14 %)', () => {
  it('taxes everything at 14 %, with no rebate for food under $4', () => {
    // 12.35 + 3.50 = 15.85; 15.85 × 14 % = 2.219 → 2.22. Total 18.07.
    const costs = computeCosts({ lines: [item(1235), food(350)], taxRates: NS, province: 'ns' });
    expect(costs.taxBrackets).toMatchObject([bracket('HST', 14, 1585, 222)]);
    expect(costs).toMatchObject({ taxes: 222, hstRebate: 0, total: 1807 });
  });
});

describe('discounts and subsidies (Ontario, HST 13 %)', () => {
  const lines = [item(1200), item(800)]; // subtotal 20.00
  const on = (extra: Partial<CostInput>, cart = lines) =>
    computeCosts({ lines: cart, taxRates: ON, province: 'on', ...extra });

  it('takes a percentage code off the subtotal', () => {
    // 20.00 × 10 % = 2.00 → 18.00; HST 18.00 × 13 % = 2.34. Total 20.34.
    expect(on({ discount: { code: 'TEN', value: value('10') } })).toMatchObject({
      discount: 200,
      subtotalDiscounted: 1800,
      taxes: 234,
      total: 2034,
    });
  });

  it('takes a fixed code off the subtotal, never more than it', () => {
    // 20.00 − 5.00 = 15.00; HST 1.95. Total 16.95.
    expect(on({ discount: { code: 'FIVE', value: value('5$') } })).toMatchObject({
      discount: 500,
      subtotalDiscounted: 1500,
      taxes: 195,
      total: 1695,
    });
    expect(on({ discount: { code: 'BIG', value: value('25$') } })).toMatchObject({
      discount: 2000,
      subtotalDiscounted: 0,
      taxes: 0,
      total: 0,
    });
  });

  it('rounds a half-cent discount away from zero', () => {
    // 10.05 × 10 % = 1.005 → 1.01; 9.04 × 13 % = 1.1752 → 1.18. Total 10.22.
    expect(on({ discount: { code: 'TEN', value: value('10') } }, [item(1005)])).toMatchObject({
      discount: 101,
      subtotalDiscounted: 904,
      taxes: 118,
      total: 1022,
    });
  });

  it('takes the member discount, before tax, on what the code left', () => {
    // Code 10 % of 20.00 = 2.00; member 5 % of 18.00 = 0.90; 17.10 × 13 % = 2.223 → 2.22.
    expect(
      on({ discount: { code: 'TEN', value: value('10') }, memberDiscount: value('5') }),
    ).toMatchObject({
      discount: 200,
      memberDiscount: 90,
      subtotalDiscounted: 1710,
      taxes: 222,
      total: 1932,
    });
  });

  it('applies a discount subsidy to what is left', () => {
    // Member 2.00$ → 18.00; subsidy 50 % of 18.00 = 9.00 → 9.00; HST 1.17. Total 10.17.
    const subsidy = { type: 'discount' as const, value: value('50') };
    expect(on({ memberDiscount: value('2$'), subsidy })).toMatchObject({
      memberDiscount: 200,
      subsidyDiscount: 900,
      subtotalDiscounted: 900,
      taxes: 117,
      total: 1017,
    });
  });

  it('caps each subsidised meal at the fixed price per unit', () => {
    // 2 meals at 5.50 (11.00) subsidised at 2.00 each: subsidy 11.00 − 4.00 = 7.00.
    // A cookie 1.50 is not subsidised. 4.00 + 1.50 = 5.50; HST 0.715 → 0.72. Total 6.22.
    const cart = [item(1100, { subsidized: true, quantity: 2 }), item(150)];
    expect(on({ subsidy: { type: 'fixed_item_price', unitCents: 200 } }, cart)).toMatchObject({
      subtotal: 1250,
      subsidyDiscount: 700,
      subtotalDiscounted: 550,
      taxes: 72,
      total: 622,
    });
  });

  it('leaves a meal that already costs less than the fixed price alone', () => {
    // Meal 5.50, code 2.00$ → 3.50 ≤ fixed 4.00: no subsidy. 3.50 × 13 % = 0.455 → 0.46.
    const cart = [item(550, { subsidized: true })];
    const costs = on(
      {
        discount: { code: 'TWO', value: value('2$') },
        subsidy: { type: 'fixed_item_price', unitCents: 400 },
      },
      cart,
    );
    expect(costs).toMatchObject({ discount: 200, subsidyDiscount: 0, taxes: 46, total: 396 });
  });

  it('lets the guest pay what they can, from nothing up to the bill', () => {
    const pay = (payCents: number) => on({ subsidy: { type: 'pay_what_you_can', payCents } });
    // Pays 3.00 of 20.00: subsidy 17.00; HST 0.39. Total 3.39.
    expect(pay(300)).toMatchObject({
      subsidyDiscount: 1700,
      subtotalDiscounted: 300,
      taxes: 39,
      total: 339,
    });
    expect(pay(0)).toMatchObject({ subsidyDiscount: 2000, taxes: 0, total: 0 });
    // Offers 30.00 for a 20.00 bill: pays the bill, 20.00 + 2.60.
    expect(pay(3000)).toMatchObject({ subsidyDiscount: 0, subtotalDiscounted: 2000, total: 2260 });
  });
});

describe('charges, voucher, credits and tip (Ontario, HST 13 %)', () => {
  const on = (extra: Partial<CostInput>, cart = [item(4000)]) =>
    computeCosts({ lines: cart, taxRates: ON, province: 'on', ...extra });

  it('adds a labelled service charge, taxed', () => {
    // 15 % of 40.00 = 6.00; HST (40.00 + 6.00) × 13 % = 5.98. Total 51.98.
    expect(on({ serviceCharge: { label: 'Group service', value: value('15') } })).toMatchObject({
      serviceCharge: 600,
      taxes: 598,
      total: 5198,
    });
  });

  it('adds a fixed delivery charge, taxed', () => {
    // 20.00 + 4.99 = 24.99; × 13 % = 3.2487 → 3.25. Total 28.24.
    expect(on({ deliveryCharge: value('4.99$') }, [item(2000)])).toMatchObject({
      deliveryCharge: 499,
      taxes: 325,
      total: 2824,
    });
  });

  it('charges nothing on a fully discounted order', () => {
    const costs = on({
      discount: { code: 'FREE', value: value('100') },
      serviceCharge: { label: null, value: value('5$') },
      deliveryCharge: value('4.99$'),
    });
    expect(costs).toMatchObject({ serviceCharge: 0, deliveryCharge: 0, taxes: 0, total: 0 });
  });

  it('takes the voucher, then credits, each up to what is left to pay', () => {
    // 20.00 + 2.60 = 22.60 owed.
    const cart = [item(2000)];
    expect(on({ voucher: { code: 'GIFT', cents: 1000 } }, cart)).toMatchObject({
      voucher: 1000,
      total: 1260,
    });
    expect(on({ voucher: { code: 'GIFT', cents: 5000 } }, cart)).toMatchObject({
      voucher: 2260,
      total: 0,
    });
    // Voucher 20.00 leaves 2.60; credits of 5.00 take 2.60.
    expect(on({ voucher: { code: 'GIFT', cents: 2000 }, creditsCents: 500 }, cart)).toMatchObject({
      voucher: 2000,
      credits: 260,
      total: 0,
    });
    expect(on({ creditsCents: 500 }, cart)).toMatchObject({ credits: 500, total: 1760 });
  });

  it('adds the tip on the discounted subtotal, outside voucher and credits', () => {
    // 20.00 − 10 % = 18.00; HST 2.34; total 20.34; tip 15 % of 18.00 = 2.70 → 23.04.
    const cart = [item(2000)];
    const discount = { code: 'TEN', value: value('10') };
    expect(on({ discount, tip: value('15') }, cart)).toMatchObject({
      tip: 270,
      total: 2034,
      totalWithTip: 2304,
    });
    // Everything paid by the gift card; the 5.00 tip is still owed.
    expect(on({ voucher: { code: 'GIFT', cents: 9999 }, tip: value('5$') }, cart)).toMatchObject({
      total: 0,
      tip: 500,
      totalWithTip: 500,
    });
    // 12.5 % of 10.05 = 1.25625 → 1.26.
    expect(on({ tip: value('12.5') }, [item(1005)])).toMatchObject({ tip: 126 });
  });
});

describe('spreading discounts over lines of different codes', () => {
  it('spreads to the cent so the brackets hold exactly what is left', () => {
    // BC: 3 lines of 1.00, two with PST; 1.00$ off → 0.34 + 0.33 + 0.33 (largest remainder).
    // GST on 2.00 = 0.10; PST on the two PST lines' 1.33 or 1.34.
    const costs = computeCosts({
      lines: [
        item(100, { taxCodes: ['GST', 'PST'] }),
        item(100),
        item(100, { taxCodes: ['GST', 'PST'] }),
      ],
      taxRates: BC,
      province: 'bc',
      discount: { code: 'ONE', value: value('1$') },
    });
    const gst = costs.taxBrackets.find((b) => b.code === 'GST');
    const pst = costs.taxBrackets.find((b) => b.code === 'PST');
    expect(gst).toMatchObject({ taxableCents: 200, amountCents: 10 });
    expect([133, 134]).toContain(pst?.taxableCents);
    expect(pst?.amountCents).toBe(9); // 1.33 or 1.34 × 7 % = 0.0931 / 0.0938 → 0.09
  });

  it('lands the odd cent on the same line whatever the order of the cart', () => {
    // 3 lines of 1.00, 1.00$ off: one line takes 0.34. Whichever it is, every order of the
    // cart must give the same brackets (PST on 1.33 or on 1.34, never both).
    const pst = item(100, { taxCodes: ['GST', 'PST'] });
    const orders = [
      [pst, item(100), pst],
      [item(100), pst, pst],
      [pst, pst, item(100)],
    ];
    const results = orders.map((lines) =>
      computeCosts({
        lines,
        taxRates: BC,
        province: 'bc',
        discount: { code: 'ONE', value: value('1$') },
      }),
    );
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });
});

describe('costsToJson', () => {
  it('answers dollars, labels and values as the API sends them', () => {
    const input: CostInput = {
      lines: [food(250), item(300)],
      taxRates: ON,
      province: 'on',
      discount: { code: 'TEN', value: value('10') },
      memberDiscount: value('1.50$'),
      memberDiscountLabel: 'Rabais du club',
      subsidy: { type: 'pay_what_you_can', payCents: 10_000 },
      serviceCharge: { label: 'Service', value: value('12.5') },
      deliveryCharge: value('5$'),
      voucher: { code: 'GIFT', cents: 100 },
      creditsCents: 50,
      tip: value('10'),
    };
    const json = costsToJson(computeCosts(input), input);
    expect(ZOrderCosts.parse(json)).toEqual(json);
    expect(json).toMatchObject({
      subtotal: 5.5,
      discount: { code: 'TEN', type: 'percentage', value: 10, amount: 0.55 },
      memberDiscount: { preTax: true, value: '1.50$', label: 'Rabais du club', amount: 1.5 },
      subsidyDiscount: { type: 'pay_what_you_can', amount: 0 },
      serviceCharge: { label: 'Service', value: '12.5' },
      deliveryCharge: { value: '5$', amount: 5 },
      voucher: { code: 'GIFT', amount: 1 },
      credits: 0.5,
    });
    expect(json.taxBrackets[0]).toMatchObject({ code: 'HST', label: 'HST', rate: 13 });
  });

  it('answers nulls for what was not chosen', () => {
    const input: CostInput = { lines: [item(1000)], taxRates: QC, province: 'qc' };
    const json = costsToJson(computeCosts(input), input);
    expect(ZOrderCosts.parse(json)).toEqual(json);
    expect(json).toMatchObject({
      discount: { code: null, type: null, value: null, amount: 0 },
      memberDiscount: { value: null, label: null, amount: 0 },
      subsidyDiscount: { type: null, amount: 0 },
      serviceCharge: { label: null, value: null, amount: 0 },
      deliveryCharge: { value: null, amount: 0 },
      voucher: { code: null, amount: 0 },
      taxBrackets: [
        { code: 'GST', rate: 5 },
        { code: 'QST', rate: 9.975 },
      ],
    });
  });
});

describe('inputs that are not amounts', () => {
  const base: CostInput = { lines: [item(1000)], taxRates: ON, province: 'on' };
  it.each<[string, Partial<CostInput>]>([
    ['fractional line amount', { lines: [item(10.5)] }],
    ['negative line amount', { lines: [item(-100)] }],
    ['NaN line amount', { lines: [item(Number.NaN)] }],
    ['line beyond the maximum', { lines: [item(MAX_MONEY_CENTS + 1)] }],
    ['subtotal beyond the maximum', { lines: [item(MAX_MONEY_CENTS), item(1)] }],
    ['zero quantity', { lines: [item(100, { subsidized: true, quantity: 0 })] }],
    ['fractional rate', { taxRates: [{ ...rate('HST', 13, true), milliPercent: 13_000.5 }] }],
    ['negative voucher', { voucher: { code: 'X', cents: -1 } }],
    ['fractional credits', { creditsCents: 0.5 }],
    ['negative pay what you can', { subsidy: { type: 'pay_what_you_can', payCents: -1 } }],
    ['fractional fixed charge', { tip: { type: 'dollar', cents: 1.5 } }],
    [
      'negative percentage',
      { discount: { code: 'X', value: { type: 'percentage', milliPercent: -1 } } },
    ],
  ])('throws RangeError for a %s', (_, extra) => {
    expect(() => computeCosts({ ...base, ...extra })).toThrow(RangeError);
  });

  it('prices an empty cart at zero', () => {
    expect(
      computeCosts({ lines: [], taxRates: ON, province: 'on', tip: value('5$') }),
    ).toMatchObject({
      subtotal: 0,
      taxBrackets: [],
      total: 0,
      totalWithTip: 500,
    });
  });
});

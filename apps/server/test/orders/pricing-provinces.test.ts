import type { OrderCosts } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createCreditFixture,
  createMembershipFixture,
  createOrderableMenuFixture,
  createOrderingTestbed,
  createProvinceTaxFixture,
  createSubsidyFixture,
  orderDraft,
  postJson,
  setDeliverySettingsFixture,
  setOrderingParametersFixture,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';

interface Recalculated {
  items: { orderPrice: number }[];
  costs: OrderCosts;
  problems: { cartIndex: number | null; code: string }[];
}

/**
 * Hand-computed receipts in four provinces, each with the location's own settings: charges,
 * member discount, subsidies, vouchers and credits. Every location is new, so what one test
 * sets up never prices another's order.
 */
describe('order pricing by province (POST /api/orders/recalculate-costs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function locationIn(
    province: 'on' | 'qc' | 'bc' | 'ns',
    items: Parameters<typeof createOrderableMenuFixture>[2]['items'],
    flags: Parameters<typeof createOrderingTestbed>[1] = {},
  ) {
    const bed = await createOrderingTestbed(t, flags);
    await createProvinceTaxFixture(t, bed.locationId, province);
    const menu = await createOrderableMenuFixture(t, bed.locationId, { items });
    return { bed, menuId: menu.menu.id, ids: menu.items.map((item) => item.id) };
  }

  async function recalculate(bed: OrderingTestbed, payload: unknown) {
    const res = await postJson(
      t,
      await bed.headers('lead'),
      '/api/orders/recalculate-costs',
      payload,
    );
    expect(res.statusCode).toBe(200);
    return res.json<Recalculated>();
  }

  it('QC: GST 5 % and QST 9.975 % on the items and on the service charge', async () => {
    const { bed, menuId, ids } = await locationIn('qc', [{ name: 'Poutine', base_price: 10 }]);
    await setOrderingParametersFixture(t, bed.locationId, {
      service_charge_enabled: true,
      service_charge_type: 'percentage',
      service_charge_value: 10,
      service_charge_label: 'Service',
    });
    const body = await recalculate(bed, orderDraft(menuId, [{ id: ids[0]!, menu_id: menuId }]));
    // 10.00 + service 10 % = 1.00; GST 5 % of 11.00 = 0.55; QST 9.975 % of 11.00 = 1.09725 → 1.10.
    expect(body.costs).toMatchObject({
      subtotal: 10,
      serviceCharge: { label: 'Service', value: '10', amount: 1 },
      taxes: 1.65,
      total: 12.65,
    });
    expect(body.costs.taxBrackets).toEqual([
      { code: 'GST', label: 'GST', rate: 5, taxable: 11, amount: 0.55 },
      { code: 'QST', label: 'QST', rate: 9.975, taxable: 11, amount: 1.1 },
    ]);
  });

  it("BC: per-item tax codes and the member's 10 % discount before tax", async () => {
    const { bed, menuId, ids } = await locationIn(
      'bc',
      [
        { name: 'Meal', base_price: 15, tax_rate: 'GST' },
        { name: 'Kit', base_price: 20 },
      ],
      { membership_program: true },
    );
    await createMembershipFixture(t, bed.locationId, {
      identifier: 'M-100',
      promos: [{ name: 'Members', value: '10' }],
    });
    const lines = [
      { id: ids[0]!, menu_id: menuId },
      { id: ids[1]!, menu_id: menuId },
    ];
    const plain = await recalculate(bed, orderDraft(menuId, lines));
    // GST 5 % of 35.00 = 1.75; PST 7 % of the kit's 20.00 = 1.40.
    expect(plain.costs).toMatchObject({ subtotal: 35, taxes: 3.15, total: 38.15 });

    const member = await recalculate(
      bed,
      orderDraft(menuId, lines, { checkout: { memberInfo: { identifier: 'm-100' } } }),
    );
    expect(member.problems).toEqual([]);
    // 10 % of 35.00 = 3.50, spread 1.50 / 2.00: GST 5 % of 31.50 = 1.575 → 1.58, PST 7 % of 18.00
    // = 1.26.
    expect(member.costs).toMatchObject({
      memberDiscount: { preTax: true, value: '10', amount: 3.5 },
      subtotalDiscounted: 31.5,
      taxes: 2.84,
      total: 34.34,
    });
  });

  it('NS: HST 14 % on a delivered order with its delivery charge, less a gift card', async () => {
    const { bed, menuId, ids } = await locationIn('ns', [{ name: 'Chowder', base_price: 8 }]);
    await setDeliverySettingsFixture(t, bed.locationId, {
      enabled: true,
      type: 'address',
      charge_type: 'dollar',
      charge_value: 4.99,
    });
    const lines = [{ id: ids[0]!, menu_id: menuId, quantity: 3 }];
    const checkout = { pricing: { voucher: { code: 'GIFT-1', amount: 5 } } };
    const delivered = await recalculate(
      bed,
      orderDraft(menuId, lines, { type: 'delivery', checkout }),
    );
    // 24.00 + 4.99 = 28.99; HST 14 % = 4.0586 → 4.06; 33.05 − 5.00.
    expect(delivered.costs).toMatchObject({
      subtotal: 24,
      deliveryCharge: { value: '4.99$', amount: 4.99 },
      taxes: 4.06,
      voucher: { code: 'GIFT-1', amount: 5 },
      total: 28.05,
    });

    const pickedUp = await recalculate(bed, orderDraft(menuId, lines, { checkout }));
    // Not delivered: no delivery charge. 24.00 + HST 3.36 − 5.00.
    expect(pickedUp.costs).toMatchObject({ deliveryCharge: { amount: 0 }, total: 22.36 });
  });

  it("ON: the guest's credits, found by email in any case, where credits are on", async () => {
    const { bed, menuId, ids } = await locationIn(
      'on',
      [{ name: 'Salad', base_price: 10, tax_rebate_eligibility: 'not_eligible' }],
      { app8_credits: true },
    );
    await createCreditFixture(t, bed.locationId, { email: 'guest@fixture.test', balance: 5 });
    const draft = (useCredits: boolean, email = 'Guest@Fixture.TEST') =>
      orderDraft(menuId, [{ id: ids[0]!, menu_id: menuId }], {
        checkout: { contact: { email }, pricing: { useCredits } },
      });
    // 10.00 + HST 1.30 = 11.30, less 5.00 of credits.
    expect((await recalculate(bed, draft(true))).costs).toMatchObject({ credits: 5, total: 6.3 });
    expect((await recalculate(bed, draft(false))).costs).toMatchObject({ credits: 0, total: 11.3 });
    expect((await recalculate(bed, draft(true, 'other@fixture.test'))).costs).toMatchObject({
      credits: 0,
      total: 11.3,
    });
  });

  it('ON: subsidies — pay what you can, a fixed price per meal, and refused codes', async () => {
    const { bed, menuId, ids } = await locationIn(
      'on',
      [
        { name: 'Lunch', base_price: 10, tax_rebate_eligibility: 'not_eligible' },
        {
          name: 'Meal deal',
          base_price: 6,
          meal_package: true,
          tax_rebate_eligibility: 'not_eligible',
        },
      ],
      { subsidies: true, k12: true },
    );
    await createSubsidyFixture(t, bed.locationId, { code: 'PWYC-1', type: 'pay_what_you_can' });
    await createSubsidyFixture(t, bed.locationId, {
      code: 'FIXED-1',
      type: 'fixed_item_price',
      amount: 2.5,
    });
    await createSubsidyFixture(t, bed.locationId, {
      code: 'OFF-1',
      type: 'pay_what_you_can',
      status: 'inactive',
    });
    const pwyc = await recalculate(
      bed,
      orderDraft(menuId, [{ id: ids[0]!, menu_id: menuId }], {
        checkout: { pricing: { subsidyCode: 'PWYC-1', payWhatYouCan: 2 } },
      }),
    );
    // The guest pays 2.00 of 10.00: HST 13 % of 2.00 = 0.26.
    expect(pwyc.costs).toMatchObject({
      subsidyDiscount: { type: 'pay_what_you_can', amount: 8 },
      subtotalDiscounted: 2,
      taxes: 0.26,
      total: 2.26,
    });

    const fixed = await recalculate(
      bed,
      orderDraft(menuId, [{ id: ids[1]!, menu_id: menuId, quantity: 2 }], {
        checkout: { pricing: { subsidyCode: 'FIXED-1' } },
      }),
    );
    // Two meals at 2.50 instead of 6.00: 5.00 + HST 0.65.
    expect(fixed.costs).toMatchObject({
      subtotal: 12,
      subsidyDiscount: { type: 'fixed_item_price', amount: 7 },
      total: 5.65,
    });

    for (const subsidyCode of ['OFF-1', 'NOPE']) {
      const refused = await recalculate(
        bed,
        orderDraft(menuId, [{ id: ids[0]!, menu_id: menuId }], {
          checkout: { pricing: { subsidyCode } },
        }),
      );
      expect(refused.problems).toEqual([
        expect.objectContaining({ cartIndex: null, code: 'subsidy_code_invalid' }),
      ]);
      expect(refused.costs).toMatchObject({ subsidyDiscount: { amount: 0 }, total: 11.3 });
    }
  });

  it('ignores subsidy codes where the location has no subsidies', async () => {
    const { bed, menuId, ids } = await locationIn('on', [{ name: 'Lunch', base_price: 10 }]);
    await createSubsidyFixture(t, bed.locationId, { code: 'PWYC-2', type: 'pay_what_you_can' });
    const body = await recalculate(
      bed,
      orderDraft(menuId, [{ id: ids[0]!, menu_id: menuId }], {
        checkout: { pricing: { subsidyCode: 'PWYC-2', payWhatYouCan: 0 } },
      }),
    );
    expect(body.problems.map((p) => p.code)).toEqual(['subsidy_code_invalid']);
    expect(body.costs.subsidyDiscount.amount).toBe(0);
  });
});

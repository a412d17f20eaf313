import type { Order, OrderMoneyAnswer, OrderWithValidation } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubsidyFixture } from '../helpers/order-fixtures.ts';
import {
  callApi,
  isoDateInDays,
  orderRow,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Every amount that would tell what the family chose, as staff read a pay-what-you-can order. */
const WITHHELD = {
  subtotal: 12.5,
  subsidyDiscount: { type: 'pay_what_you_can', amount: null },
  subtotalDiscounted: null,
  taxBrackets: [],
  taxes: null,
  credits: null,
  total: null,
  totalWithTip: null,
  private: true,
};

/**
 * Pay what you can: staff never see what the family chose to pay — not the amount, not the
 * subsidy, taxes or totals it shows through, not the money, not the change history — while the
 * stored order keeps them, and saving the order back keeps the family's amount.
 */
describe('pay what you can, as staff read it', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let order: Order;
  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t, { flags: { k12: true, subsidies: true } });
    await createSubsidyFixture(t, place.locationId, { code: 'PWYC-7', type: 'pay_what_you_can' });
    const draft = takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
      checkout: { pricing: { subsidyCode: 'PWYC-7', payWhatYouCan: 3 } },
    });
    order = await submitOrder(t, await place.headers('lead'), draft);
  });
  afterAll(() => t.close());

  it('stores the chosen amount and its costs, and answers the submit without them', async () => {
    // 12.50 burger: the family pays 3.00 + HST 13 % = 3.39; the subsidy covers 9.50.
    const row = await orderRow(t, place.locationId, order.id);
    expect(row.data).toMatchObject({
      checkout: { pricing: { payWhatYouCan: 3 } },
      costs: { subsidyDiscount: { amount: 9.5 }, total: 3.39 },
    });
    expect(Number(row.total)).toBe(3.39);
    expect(order.data.costs).toMatchObject(WITHHELD);
    expect(order.total).toBeNull();
    expect(order.data.checkout.pricing.payWhatYouCan).toBeNull();
  });

  it('withholds the amounts in the list and the validated read', async () => {
    const headers = await place.headers('manager');
    const list = await callApi(t, headers, 'GET', '/api/orders?status=["pending"]');
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ items: Order[] }>().items.find((item) => item.id === order.id);
    expect(listed?.data.checkout.pricing).toMatchObject({
      subsidyCode: 'PWYC-7',
      payWhatYouCan: null,
    });
    expect(listed?.total).toBeNull();
    expect(listed?.data.costs).toMatchObject(WITHHELD);
    const read = await callApi(
      t,
      headers,
      'GET',
      `/api/orders/order-with-validated-items/${order.id}`,
    );
    const one = read.json<OrderWithValidation>();
    expect(one.data.checkout.pricing.payWhatYouCan).toBeNull();
    expect(one.data.costs).toMatchObject(WITHHELD);
    expect(read.body).not.toContain('3.39');
  });

  it('withholds the money and refuses money actions that work from an amount', async () => {
    const lead = await place.headers('lead');
    const money = await callApi(t, lead, 'GET', `/api/orders/${order.id}/money`);
    expect(money.statusCode, money.body).toBe(200);
    const answer = money.json<OrderMoneyAnswer>();
    expect(answer.private).toBe(true);
    expect(Object.values(answer.money).every((amount) => amount === null)).toBe(true);

    const manager = await place.headers('manager');
    const refund = await callApi(t, manager, 'POST', '/api/orders/refund', {
      body: { orderId: order.id, mode: 'amount', amount: 1, reason: 'Spilled' },
      headers: { 'idempotency-key': 'pwyc-refund-amount' },
    });
    expect(refund.statusCode, refund.body).toBe(409);
    expect(refund.json()).toMatchObject({ code: 'order_amounts_private' });
    const deposit = await callApi(t, lead, 'POST', '/api/orders/request-deposit', {
      body: { orderId: order.id, amount: 1 },
      locale: 'fr-CA',
      headers: { 'idempotency-key': 'pwyc-deposit' },
    });
    expect(deposit.statusCode, deposit.body).toBe(409);
    expect(deposit.json<{ message: string }>().message).toContain('confidentiel');
    const after = await callApi(t, lead, 'GET', `/api/orders/${order.id}/money`);
    expect(after.json<OrderMoneyAnswer>().transactions).toEqual(answer.transactions);
  });

  it('keeps the family amount when staff save the order as they read it', async () => {
    const headers = await place.headers('manager');
    const read = await callApi(
      t,
      headers,
      'GET',
      `/api/orders/order-with-validated-items/${order.id}`,
    );
    const seen = read.json<OrderWithValidation>();
    const extraFries = [...seen.data.items, { id: place.fries, menu_id: place.menuId }];
    const modified = await callApi(t, headers, 'PUT', `/api/orders/modify/${order.id}`, {
      body: { type: seen.type, data: { ...seen.data, items: extraFries } },
    });
    expect(modified.statusCode, modified.body).toBe(200);
    expect(modified.json<Order>().data.costs).toMatchObject({ ...WITHHELD, subtotal: 16.5 });
    // Still 3.00 + HST: the subsidy covers the fries too.
    const row = await orderRow(t, place.locationId, order.id);
    expect(row.data).toMatchObject({
      checkout: { pricing: { payWhatYouCan: 3 } },
      costs: { total: 3.39 },
    });
  });

  it('keeps the amounts out of the change history', async () => {
    const manager = await place.headers('manager');
    const range = `from=${isoDateInDays(-1)}&to=${isoDateInDays(1)}`;
    const history = await callApi(
      t,
      manager,
      'GET',
      `/api/change-history?${range}&order_number=${order.order_number}`,
    );
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<{ items: unknown[] }>().items.length).toBeGreaterThanOrEqual(2);
    expect(history.body).not.toContain('3.39');
    expect(history.body).not.toMatch(/"payWhatYouCan":3/);
  });
});

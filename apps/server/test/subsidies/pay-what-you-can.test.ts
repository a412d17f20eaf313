import type { Order, OrderWithValidation } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubsidyFixture } from '../helpers/order-fixtures.ts';
import {
  callApi,
  orderRow,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Pay what you can: staff reading an order never see what the family chose to pay, the totals
 * stay those the order was priced with, and saving the order back keeps the family's amount.
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

  it('prices the order with the chosen amount and keeps it stored', async () => {
    // 12.50 burger: the family pays 3.00 + HST 13 % = 3.39; the subsidy covers 9.50.
    expect(order.data.costs).toMatchObject({
      subsidyDiscount: { type: 'pay_what_you_can', amount: 9.5 },
      total: 3.39,
    });
    const row = await orderRow(t, place.locationId, order.id);
    expect(row.data).toMatchObject({ checkout: { pricing: { payWhatYouCan: 3 } } });
  });

  it('leaves the chosen amount out of the list and the validated read, totals unchanged', async () => {
    const headers = await place.headers('manager');
    const list = await callApi(t, headers, 'GET', '/api/orders?status=["pending"]');
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ items: Order[] }>().items.find((item) => item.id === order.id);
    expect(listed?.data.checkout.pricing.payWhatYouCan).toBeNull();
    expect(listed?.data.checkout.pricing.subsidyCode).toBe('PWYC-7');
    expect(listed?.total).toBe(3.39);
    const read = await callApi(
      t,
      headers,
      'GET',
      `/api/orders/order-with-validated-items/${order.id}`,
    );
    const one = read.json<OrderWithValidation>();
    expect(one.data.checkout.pricing.payWhatYouCan).toBeNull();
    expect(one.data.costs).toEqual(order.data.costs);
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
    // Still 3.00 + HST: the subsidy covers the fries too.
    expect(modified.json<Order>().data.costs).toMatchObject({ total: 3.39 });
    const row = await orderRow(t, place.locationId, order.id);
    expect(row.data).toMatchObject({ checkout: { pricing: { payWhatYouCan: 3 } } });
  });
});

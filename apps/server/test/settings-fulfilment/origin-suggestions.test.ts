import type { DeliveryAddress } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderingTestbed, type OrderingTestbed } from '../helpers/order-fixtures.ts';
import { callApi } from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const URL = '/api/settings/delivery/address-suggestions';

describe('GET /api/settings/delivery/address-suggestions', () => {
  let t: TestApp;
  /** Delivery on, order taking off: a location being set up before it takes orders. */
  let bed: OrderingTestbed;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { order_management: false, delivery: true });
  });
  afterAll(() => t.close());

  it('suggests the origin to a manager of a location that does not take orders yet', async () => {
    const manager = await bed.headers('manager');
    const q = encodeURIComponent('1505 Barrington Street, Halifax, NS B3J 3K5');
    const res = await callApi(t, manager, 'GET', `${URL}?q=${q}`);
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json<DeliveryAddress[]>();
    expect(first).toMatchObject({ postal_code: 'B3J 3K5', precision: 'postal_area' });
    // Order taking's own call stays closed there.
    const orders = await callApi(t, manager, 'GET', '/api/orders/address-suggestions?q=B3J');
    expect(orders.statusCode).toBe(403);
  });

  it('is refused below manager and where delivery is off', async () => {
    const lead = await callApi(t, await bed.headers('lead'), 'GET', `${URL}?q=B3J`);
    expect(lead.statusCode).toBe(403);
    const other = await createOrderingTestbed(t, { delivery: false });
    const off = await callApi(t, await other.headers('manager'), 'GET', `${URL}?q=B3J`);
    expect(off.json()).toMatchObject({ code: 'feature_disabled' });
  });
});

import { ZOrder, type Order, type OrderCosts, type OrderDraftInput } from '@app/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPromoCodeFixture, setOrderingParametersFixture } from '../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  orderCount,
  orderRow,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Staff overrides of the service charge, the delivery charge and the discount
 * (`checkout.pricing.overrides`): lead and above set them, the order keeps them and its costs, and
 * staff can change such an order without touching them.
 */
describe('staff cost overrides', () => {
  let t: TestApp;
  let place: OrderingLocation;
  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t, { flags: { discount: true } });
    await setOrderingParametersFixture(t, place.locationId, {
      service_charge_enabled: true,
      service_charge_type: 'percentage',
      service_charge_value: 10,
      service_charge_label: 'Service',
    });
    await createPromoCodeFixture(t, place.locationId, { name: 'FIVE', type: 'dollar', value: 5 });
  });
  afterAll(() => t.close());

  /** Two burgers (25.00) with the FIVE code and the given overrides. */
  const draftWith = (
    overrides: Record<string, string | null>,
    lines: OrderDraftInput['data']['items'] = [
      { id: place.burger, menu_id: place.menuId, quantity: 2 },
    ],
  ) =>
    takeOutDraft(place.menuId, lines, {
      checkout: { contact: guestContact, pricing: { discountCode: 'FIVE', overrides } },
    });

  it('keeps a lead’s overrides on submit: the stored costs are the ones staff saw', async () => {
    const lead = await place.headers('lead');
    const overrides = { serviceCharge: '2$', discount: '50' };
    const seen = await callApi(t, lead, 'POST', '/api/orders/set-costs', {
      body: { ...draftWith({}), overrides },
    });
    expect(seen.statusCode).toBe(200);
    const order = await submitOrder(t, lead, draftWith(overrides));
    // 25.00 − 50 % = 12.50; service 2.00; HST 13 % of 14.50 = 1.885 → 1.89.
    expect(order.data.costs).toMatchObject({
      discount: { code: 'FIVE', type: 'percentage', value: 50, amount: 12.5 },
      serviceCharge: { label: 'Service', value: '2$', amount: 2 },
      taxes: 1.89,
      total: 16.39,
    });
    expect(order.data.costs).toEqual(seen.json<{ costs: OrderCosts }>().costs);
    expect(order.data.checkout.pricing.overrides).toEqual({
      serviceCharge: '2$',
      deliveryCharge: null,
      discount: '50',
    });
    expect((await orderRow(t, place.locationId, order.id)).total).toBe(16.39);
  });

  it('removes a charge with "0" and keeps the location’s value without an override', async () => {
    const lead = await place.headers('lead');
    const none = await submitOrder(t, lead, draftWith({ serviceCharge: '0', discount: '0$' }));
    // 25.00 + HST 3.25, no service charge and no discount.
    expect(none.data.costs).toMatchObject({
      discount: { amount: 0 },
      serviceCharge: { value: null, amount: 0 },
      total: 28.25,
    });
    const plain = await submitOrder(t, lead, draftWith({ serviceCharge: null, discount: '' }));
    // 25.00 − 5.00 = 20.00; service 10 % = 2.00; HST 13 % of 22.00 = 2.86.
    expect(plain.data.costs).toMatchObject({
      discount: { amount: 5 },
      serviceCharge: { value: '10', amount: 2 },
      total: 24.86,
    });
  });

  it('refuses overrides from staff and kiosks (403) and takes no order', async () => {
    for (const role of ['member', 'staff', 'kiosk']) {
      const headers = await place.headers(role);
      const before = await orderCount(t, place.locationId);
      for (const url of ['/api/orders', '/api/orders/recalculate-costs', '/api/orders/validate']) {
        const response = await callApi(t, headers, 'POST', url, {
          body: draftWith({ discount: '100' }),
          locale: 'fr-CA',
        });
        expect(response.statusCode, `${role} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'forbidden_role',
          message: 'Vous n’avez pas la permission de faire ceci.',
        });
      }
      const setCosts = await callApi(t, headers, 'POST', '/api/orders/set-costs', {
        body: { ...draftWith({}), overrides: {} },
      });
      expect(setCosts.statusCode, role).toBe(403);
      expect(await orderCount(t, place.locationId)).toBe(before);
    }
  });

  it('lets staff change and read an order a lead discounted, but not its overrides', async () => {
    const lead = await place.headers('lead');
    const staff = await place.headers('staff');
    const overrides = { discount: '50' };
    const order = await submitOrder(t, lead, draftWith(overrides));
    const withFries = [
      ...order.data.items,
      { id: place.fries, menu_id: place.menuId, quantity: 1 },
    ];
    const added = await callApi(t, staff, 'PUT', `/api/orders/modify/${order.id}`, {
      body: draftWith(overrides, withFries),
    });
    expect(added.statusCode).toBe(200);
    // 29.00 − 50 % = 14.50; service 10 % = 1.45; HST 13 % of 15.95 = 2.07.
    expect(ZOrder.parse(added.json()).data.costs).toMatchObject({
      discount: { amount: 14.5 },
      total: 18.02,
    });
    const read = await callApi(
      t,
      staff,
      'GET',
      `/api/orders/order-with-validated-items/${order.id}`,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ validation: [] });

    const changed = await callApi(t, staff, 'PUT', `/api/orders/modify/${order.id}`, {
      body: draftWith({ discount: '90' }, withFries),
    });
    expect(changed.statusCode).toBe(403);
    expect((await orderRow(t, place.locationId, order.id)).total).toBe(18.02);
  });

  it('refuses an override it cannot read, naming the field', async () => {
    const response = await callApi(t, await place.headers('lead'), 'POST', '/api/orders', {
      body: draftWith({ serviceCharge: '-2$', discount: '150' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        'data.checkout.pricing.overrides.serviceCharge': "This value isn't valid.",
        'data.checkout.pricing.overrides.discount': "This value isn't valid.",
      },
    });
  });

  it('reads and changes an order stored before overrides existed', async () => {
    const lead = await place.headers('lead');
    const staff = await place.headers('staff');
    const order = await submitOrder(t, lead, draftWith({}));
    await t.database.db.execute(
      sql`update orders set data = data #- '{checkout,pricing,overrides}' where id = ${order.id}`,
    );
    const none = { serviceCharge: null, deliveryCharge: null, discount: null };
    const list = await callApi(t, lead, 'GET', '/api/orders');
    expect(list.statusCode).toBe(200);
    // The answer itself (not a parse of it) holds the completed document.
    const listed = list.json<{ items: Order[] }>().items.find((item) => item.id === order.id);
    expect(listed?.data.checkout.pricing.overrides).toEqual(none);
    const read = await callApi(
      t,
      staff,
      'GET',
      `/api/orders/order-with-validated-items/${order.id}`,
    );
    expect(read.statusCode).toBe(200);
    const changed = await callApi(t, staff, 'PUT', `/api/orders/modify/${order.id}`, {
      body: draftWith({}, [{ id: place.fries, menu_id: place.menuId }]),
    });
    expect(changed.statusCode).toBe(200);
    expect(ZOrder.parse(changed.json()).data.checkout.pricing.overrides).toEqual(none);
  });
});

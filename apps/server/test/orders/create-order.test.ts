import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditTransactions,
  gatewayPayments,
  orderTransactions,
  items as itemsTable,
} from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import {
  createCreditFixture,
  createOrderableMenuFixture,
  setDeliverySettingsFixture,
  updateLocationFixture,
} from '../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  isoDateInDays,
  orderChanges,
  orderCount,
  orderRow,
  orderingLocation,
  submitOrder,
  takeOutDraft,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** POST /api/orders: what a submit stores and answers, and everything it refuses. */
describe('POST /api/orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('takes a take-out order: priced from the catalogue, numbered, pending, recorded', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const order = await submitOrder(
      t,
      manager,
      takeOutDraft(place.menuId, [
        { id: place.burger, menu_id: place.menuId, quantity: 2, orderPrice: 0.01 },
        { id: place.fries, menu_id: place.menuId },
      ]),
    );
    expect(order).toMatchObject({
      order_number: 1,
      type: 'take_out',
      status: 'pending',
      customer_name: 'Ada Lovelace',
      student_name: null,
      total: 32.77,
    });
    expect(order.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // Prices come from the catalogue, whatever the client sent: 2 × 12.50 + 4.00, HST 13 %.
    expect(order.data.items.map((line) => [line.name, line.quantity, line.orderPrice])).toEqual([
      ['Burger', 2, 25],
      ['Fries', 1, 4],
    ]);
    expect(order.data.costs).toMatchObject({ subtotal: 29, taxes: 3.77, total: 32.77 });
    expect(order.pickup_time).not.toBeNull();

    const row = await orderRow(t, place.locationId, order.id);
    expect(row).toMatchObject({
      menu_id: place.menuId,
      customer_email: guestContact.email,
      total: 32.77,
      status: 'pending',
    });
    const [change] = await orderChanges(t, place.locationId, order.id);
    expect(change).toMatchObject({ action: 'create', entity: 'order' });

    const second = await submitOrder(
      t,
      manager,
      takeOutDraft(place.menuId, [{ id: place.fries, menu_id: place.menuId }]),
    );
    expect(second.order_number).toBe(2);
    expect(second.reference).not.toBe(order.reference);
  });

  it('sets restaurantId, employeeId and isKiosk itself, whatever the body says', async () => {
    const place = await orderingLocation(t);
    const lead = await place.headers('lead');
    const order = await submitOrder(
      t,
      lead,
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
        config: { restaurantId: place.otherLocationId, employeeId: 1, isKiosk: true },
      }),
    );
    const row = await orderRow(t, place.locationId, order.id);
    expect(order.data.config).toMatchObject({
      restaurantId: place.locationId,
      employeeId: row.created_by,
      isKiosk: false,
    });
    expect(row.created_by).not.toBe(1);

    const kiosk = await place.headers('kiosk');
    const kioskOrder = await submitOrder(
      t,
      kiosk,
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]),
    );
    expect(kioskOrder.data.config.isKiosk).toBe(true);
  });

  it('is open to staff and kiosk, and refuses open items at a kiosk', async () => {
    const place = await orderingLocation(t);
    const staff = await place.headers('staff');
    await submitOrder(
      t,
      staff,
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]),
    );
    const openItem = takeOutDraft(place.menuId, [
      { id: place.burger, menu_id: place.menuId, open_item: true, open_price: 1 },
    ]);
    const refused = await callApi(t, await place.headers('kiosk'), 'POST', '/api/orders', {
      body: openItem,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'item_unavailable' });
    expect(await orderCount(t, place.locationId)).toBe(1);
  });

  it('needs order management or the marketplace hub at the location', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const draft = takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]);
    await updateLocationFixture(t, place.locationId, { order_management: false });
    const refused = await callApi(t, manager, 'POST', '/api/orders', { body: draft });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'feature_disabled' });
    await updateLocationFixture(t, place.locationId, { marketplace_hub: true });
    await submitOrder(t, manager, draft);
  });

  it('refuses every order while ordering is paused (409), in the caller’s language', async () => {
    const place = await orderingLocation(t);
    await updateLocationFixture(t, place.locationId, { orders_paused: true });
    const response = await callApi(t, await place.headers('manager'), 'POST', '/api/orders', {
      body: takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]),
      locale: 'fr-CA',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'orders_paused',
      message: 'Les commandes sont en pause dans cet établissement.',
    });
    expect(await orderCount(t, place.locationId)).toBe(0);
  });

  it('refuses items that cannot be ordered with the first problem, listing all of them', async () => {
    const place = await orderingLocation(t, {
      items: [
        { name: 'Soup', base_price: 5, sold_out: true },
        { name: 'Secret', base_price: 6, is_hidden: true },
        { name: 'Salad', base_price: 7 },
      ],
    });
    const [soup, secret, salad] = await withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .select()
        .from(itemsTable)
        .where(eq(itemsTable.menu_id, place.menuId))
        .orderBy(itemsTable.order),
    );
    const response = await callApi(t, await place.headers('manager'), 'POST', '/api/orders', {
      body: takeOutDraft(place.menuId, [
        { id: salad!.id, menu_id: place.menuId },
        { id: soup!.id, menu_id: place.menuId },
        { id: secret!.id, menu_id: place.menuId },
      ]),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      code: string;
      message: string;
      messages: string[];
      problems: { cartIndex: number; code: string }[];
    }>();
    expect(body.code).toBe('item_unavailable');
    expect(body.message).toBe('Soup cannot be ordered right now.');
    expect(body.messages).toEqual([
      'Soup cannot be ordered right now.',
      'Secret cannot be ordered right now.',
    ]);
    expect(body.problems.map((problem) => problem.cartIndex)).toEqual([1, 2]);
    expect(await orderCount(t, place.locationId)).toBe(0);
  });

  it('refuses another location’s menu (404) and item, and an empty cart', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const elsewhere = await createOrderableMenuFixture(t, place.otherLocationId, {
      items: [{ name: 'Elsewhere', base_price: 3 }],
    });
    const foreignMenu = await callApi(t, manager, 'POST', '/api/orders', {
      body: takeOutDraft(elsewhere.menu.id, [
        { id: elsewhere.items[0]!.id, menu_id: elsewhere.menu.id },
      ]),
    });
    expect(foreignMenu.statusCode).toBe(404);
    const foreignItem = await callApi(t, manager, 'POST', '/api/orders', {
      body: takeOutDraft(place.menuId, [{ id: elsewhere.items[0]!.id, menu_id: place.menuId }]),
    });
    expect(foreignItem.statusCode).toBe(400);
    expect(foreignItem.json()).toMatchObject({ code: 'item_unavailable' });
    const empty = await callApi(t, manager, 'POST', '/api/orders', {
      body: takeOutDraft(place.menuId, []),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'cart_empty',
      message: 'No items have been added to the order',
    });
    expect(await orderCount(t, place.locationId)).toBe(0);
    expect(await orderCount(t, place.otherLocationId)).toBe(0);
  });

  it('checks the contact the location asks for, one message per field', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const lines = [{ id: place.burger, menu_id: place.menuId }];
    const missing = await callApi(t, manager, 'POST', '/api/orders', {
      body: takeOutDraft(place.menuId, lines, {
        checkout: { contact: { full_name: 'Ada', email: '', phone_number: '' } },
      }),
      locale: 'fr-CA',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        'data.checkout.contact.email': 'Ce champ est requis.',
        'data.checkout.contact.phone_number': 'Ce champ est requis.',
      },
    });
    const badPhone = await callApi(t, manager, 'POST', '/api/orders', {
      body: takeOutDraft(place.menuId, lines, {
        checkout: { contact: { ...guestContact, phone_number: '4165550100' } },
      }),
    });
    expect(badPhone.statusCode).toBe(400);
    expect(Object.keys(badPhone.json<{ fields: object }>().fields)).toEqual([
      'data.checkout.contact.phone_number',
    ]);
    // A location that hides and does not require the phone takes the order without one.
    await updateLocationFixture(t, place.locationId, {
      menu_manager_config: {
        contact_fields_config: {
          name: { required: true, hide: false },
          email: { required: true, hide: false },
          phone_number: { required: false, hide: true },
        },
      },
    });
    const relaxed = await callApi(t, await place.headers('manager'), 'POST', '/api/orders', {
      body: takeOutDraft(place.menuId, lines, {
        checkout: { contact: { ...guestContact, phone_number: '' } },
      }),
    });
    expect(relaxed.statusCode).toBe(201);
    expect(await orderCount(t, place.locationId)).toBe(1);
  });

  it('needs a table number for dine-in, where no contact is asked', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const dineIn = (tableNum: string | null) => ({
      type: 'dine_in' as const,
      data: {
        config: {
          menuId: place.menuId,
          tableInfo: { tableNum, tableArea: 'Patio', tableLocation: null, checkNum: null },
        },
        items: [{ id: place.burger, menu_id: place.menuId }],
      },
    });
    const refused = await callApi(t, manager, 'POST', '/api/orders', { body: dineIn(null) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'table_required' });
    const order = await submitOrder(t, manager, dineIn('12'));
    expect(order.type).toBe('dine_in');
    expect(order.data.config.tableInfo?.tableNum).toBe('12');
    expect(order.customer_name).toBeNull();
  });

  it('needs the student of a school order and stores the name beside the order', async () => {
    const place = await orderingLocation(t, { flags: { k12: true } });
    const manager = await place.headers('manager');
    const school = (student: string | null) =>
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
        type: 'school',
        checkout: {
          contact: guestContact,
          pickup: { scheduled: true, dueByDate: isoDateInDays(3), dueByTime: '12:00' },
          school:
            student === null ? null : { student_name: student, grade: '4', teacher: 'Ms. Frizzle' },
        },
      });
    const refused = await callApi(t, manager, 'POST', '/api/orders', { body: school(null) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'school_details_required',
      message: "Enter the student's name.",
    });
    const order = await submitOrder(t, manager, school('Arnold Perlstein'));
    expect(order).toMatchObject({ type: 'school', student_name: 'Arnold Perlstein' });
  });

  describe('delivery', () => {
    const address = {
      label: '100 Queen St W, Toronto',
      place_id: 'osm:100',
      latitude: 43.6525,
      longitude: -79.3838,
      house_number: '100',
      street: 'Queen St W',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 2N2',
      country: 'CA',
    };

    function deliveryDraft(menuId: number, itemId: number, delivery: unknown) {
      return takeOutDraft(menuId, [{ id: itemId, menu_id: menuId }], {
        type: 'delivery',
        checkout: { contact: guestContact, delivery: delivery as never },
      });
    }

    it('needs delivery set up for addresses or custom places', async () => {
      const place = await orderingLocation(t, { flags: { delivery: true } });
      const manager = await place.headers('manager');
      const draft = deliveryDraft(place.menuId, place.burger, { type: 'address', address });
      const none = await callApi(t, manager, 'POST', '/api/orders', { body: draft });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ code: 'delivery_config_invalid' });
      await setDeliverySettingsFixture(t, place.locationId, { enabled: true, type: 'stadium' });
      const stadium = await callApi(t, manager, 'POST', '/api/orders', { body: draft });
      expect(stadium.json()).toMatchObject({ code: 'delivery_config_invalid' });
      expect(await orderCount(t, place.locationId)).toBe(0);
    });

    it('takes a picked, precise address within the radius, with the delivery charge', async () => {
      const place = await orderingLocation(t, { flags: { delivery: true } });
      const manager = await place.headers('manager');
      await setDeliverySettingsFixture(t, place.locationId, {
        enabled: true,
        type: 'address',
        latitude: 43.6532,
        longitude: -79.3832,
        radius_km: 5,
        charge_type: 'dollar',
        charge_value: 5,
      });
      const tooFar = await callApi(t, manager, 'POST', '/api/orders', {
        body: deliveryDraft(place.menuId, place.burger, {
          type: 'address',
          address: { ...address, latitude: 45.5017, longitude: -73.5673 },
        }),
      });
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json()).toMatchObject({ code: 'delivery_address_too_far' });
      const imprecise = await callApi(t, manager, 'POST', '/api/orders', {
        body: deliveryDraft(place.menuId, place.burger, {
          type: 'address',
          address: { ...address, house_number: null },
        }),
      });
      expect(imprecise.json()).toMatchObject({ code: 'delivery_address_not_precise' });
      const notPicked = await callApi(t, manager, 'POST', '/api/orders', {
        body: deliveryDraft(place.menuId, place.burger, null),
      });
      expect(notPicked.json()).toMatchObject({ code: 'delivery_address_not_selected' });
      expect(await orderCount(t, place.locationId)).toBe(0);

      const order = await submitOrder(
        t,
        manager,
        deliveryDraft(place.menuId, place.burger, { type: 'address', address }),
      );
      expect(order.data.checkout.delivery?.address?.place_id).toBe('osm:100');
      expect(order.data.costs.deliveryCharge.amount).toBe(5);
    });

    it('delivers a take-out order whose take-out type is delivery, whatever its pickup says', async () => {
      const place = await orderingLocation(t, { flags: { delivery: true } });
      await setDeliverySettingsFixture(t, place.locationId, {
        enabled: true,
        type: 'address',
        latitude: 43.6532,
        longitude: -79.3832,
        radius_km: 5,
      });
      const response = await callApi(t, await place.headers('manager'), 'POST', '/api/orders', {
        body: takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
          config: { takeOutType: 'delivery' },
          checkout: { contact: guestContact, pickup: { delivery: false } },
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'delivery_address_not_selected' });
    });
  });

  it('takes the guest’s credits off their balance in the order’s transaction', async () => {
    const place = await orderingLocation(t, { flags: { app8_credits: true } });
    const credit = await createCreditFixture(t, place.locationId, {
      email: 'ADA@example.test',
      balance: 10,
    });
    const order = await submitOrder(
      t,
      await place.headers('manager'),
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId, quantity: 2 }], {
        checkout: { contact: guestContact, pricing: { useCredits: true } },
      }),
    );
    // 25.00 + HST 3.25 = 28.25, less 10.00 of credit.
    expect(order.data.costs).toMatchObject({ credits: 10, total: 18.25 });
    const movements = await withTenant(t.database.db, place.locationId, (tx) =>
      tx.select().from(creditTransactions).where(eq(creditTransactions.credit_id, credit.id)),
    );
    expect(movements).toMatchObject([
      { kind: 'order', amount: -10, balance_after: 0, order_id: order.id },
    ]);
  });

  describe('card on file', () => {
    async function tokenFor(headers: Record<string, string>, number: string) {
      const response = await callApi(t, headers, 'POST', '/api/payments/card-tokens', {
        body: { number, exp_month: 12, exp_year: 2099, cvc: '123' },
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ token: string; brand: string; last4: string }>();
    }

    it('holds the total on the card, keyed by the order', async () => {
      const place = await orderingLocation(t);
      const manager = await place.headers('manager');
      const card = await tokenFor(manager, '4242424242424242');
      const order = await submitOrder(
        t,
        manager,
        takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
          checkout: { contact: guestContact, paymentPreference: 'credit_card', creditCard: card },
        }),
      );
      const holds = await withTenant(t.database.db, place.locationId, (tx) =>
        tx
          .select()
          .from(orderTransactions)
          .where(
            and(eq(orderTransactions.order_id, order.id), eq(orderTransactions.kind, 'charge')),
          ),
      );
      expect(holds).toMatchObject([{ status: 'pending', amount: order.data.costs.totalWithTip }]);
      const payments = await withTenant(t.database.db, place.locationId, (tx) =>
        tx.select().from(gatewayPayments).where(eq(gatewayPayments.order_id, order.id)),
      );
      expect(payments).toMatchObject([
        { idempotency_key: `order-${order.id}-preauth`, status: 'authorized', amount: 14.13 },
      ]);
    });

    it('refuses the whole order when the hold fails (2305), telling staff to invoice', async () => {
      const place = await orderingLocation(t);
      const manager = await place.headers('manager');
      for (const number of ['4000000000000341', '4000000000000002']) {
        const card = await tokenFor(manager, number);
        const response = await callApi(t, manager, 'POST', '/api/orders', {
          body: takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
            checkout: { contact: guestContact, paymentPreference: 'credit_card', creditCard: card },
          }),
        });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({
          code: 'preauthorization_failed',
          numeric_code: 2305,
          message: 'Pre-authorization failed. Please use the invoice option.',
        });
      }
      expect(await orderCount(t, place.locationId)).toBe(0);
      const payments = await withTenant(t.database.db, place.locationId, (tx) =>
        tx.select().from(gatewayPayments),
      );
      expect(payments).toEqual([]);
      // Nothing of the refused orders remains: the next order takes the first number.
      const order = await submitOrder(
        t,
        manager,
        takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
          checkout: { contact: guestContact, paymentPreference: 'invoice' },
        }),
      );
      expect(order.order_number).toBe(1);
    });

    it('needs the card when the preference is the card on file', async () => {
      const place = await orderingLocation(t);
      const response = await callApi(t, await place.headers('manager'), 'POST', '/api/orders', {
        body: takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
          checkout: { contact: guestContact, paymentPreference: 'credit_card' },
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { 'data.checkout.creditCard': 'This field is required.' },
      });
    });
  });

  it('refuses a scheduled time whose interval is full, at submit', async () => {
    const place = await orderingLocation(t, {
      menu: { max_orders_per_interval: 1, ordering_interval: 30 },
    });
    const manager = await place.headers('manager');
    const scheduled = takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
      checkout: {
        contact: guestContact,
        pickup: { scheduled: true, dueByDate: isoDateInDays(2), dueByTime: '12:00' },
      },
    });
    await submitOrder(t, manager, scheduled);
    const full = await callApi(t, manager, 'POST', '/api/orders', { body: scheduled });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'scheduling_full' });
    expect(await orderCount(t, place.locationId)).toBe(1);
  });
});

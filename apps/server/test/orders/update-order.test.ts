import { ZOrder, type Order } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits, orderTransactions, orders } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { createCreditFixture } from '../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  isoDateInDays,
  orderChanges,
  orderRow,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** PUT /api/orders/{id} (lead and above): status changes and checkout details. */
describe('PUT /api/orders/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function anOrder(place: OrderingLocation, extra: Parameters<typeof takeOutDraft>[2] = {}) {
    return submitOrder(
      t,
      await place.headers('manager'),
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], extra),
    );
  }

  function update(headers: Record<string, string>, id: number, body: unknown, locale?: 'fr-CA') {
    return callApi(t, headers, 'PUT', `/api/orders/${id}`, { body, locale });
  }

  it('accepts a pending order, then completes it; each step is recorded', async () => {
    const place = await orderingLocation(t);
    const order = await anOrder(place);
    const lead = await place.headers('lead');
    const accepted = await update(lead, order.id, { status: 'in_progress' });
    expect(accepted.statusCode).toBe(200);
    expect(ZOrder.parse(accepted.json()).status).toBe('in_progress');
    const completed = await update(lead, order.id, { status: 'completed' });
    expect(completed.json()).toMatchObject({ status: 'completed' });
    const changes = await orderChanges(t, place.locationId, order.id);
    expect(changes.map((change) => change.action)).toEqual(['complete', 'accept', 'create']);
  });

  it('declines with a reason only; the credits come back and the card hold is released', async () => {
    const place = await orderingLocation(t, { flags: { app8_credits: true } });
    const credit = await createCreditFixture(t, place.locationId, {
      email: guestContact.email,
      balance: 5,
    });
    const manager = await place.headers('manager');
    const token = await callApi(t, manager, 'POST', '/api/payments/card-tokens', {
      body: { number: '4242424242424242', exp_month: 1, exp_year: 2099, cvc: '321' },
    });
    const order = await anOrder(place, {
      checkout: {
        contact: guestContact,
        pricing: { useCredits: true },
        paymentPreference: 'credit_card',
        creditCard: token.json(),
      },
    });
    const lead = await place.headers('lead');
    const noReason = await update(lead, order.id, { status: 'cancelled' }, 'fr-CA');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      code: 'validation_failed',
      fields: { reason: 'Ce champ est requis.' },
    });
    expect((await orderRow(t, place.locationId, order.id)).status).toBe('pending');

    const declined = await update(lead, order.id, {
      status: 'cancelled',
      reason: 'Kitchen closed',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'cancelled', status_reason: 'Kitchen closed' });
    const [balance] = await withTenant(t.database.db, place.locationId, (tx) =>
      tx.select().from(credits).where(eq(credits.id, credit.id)),
    );
    expect(balance!.balance).toBe(5);
    const holds = await withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .select()
        .from(orderTransactions)
        .where(and(eq(orderTransactions.order_id, order.id), eq(orderTransactions.kind, 'charge'))),
    );
    expect(holds.map((hold) => hold.status)).toEqual(['cancelled']);
  });

  it('refuses to complete an order before its scheduled date (2308)', async () => {
    const place = await orderingLocation(t);
    const order = await anOrder(place, {
      checkout: {
        contact: guestContact,
        pickup: { scheduled: true, dueByDate: isoDateInDays(3), dueByTime: '12:00' },
      },
    });
    const response = await update(await place.headers('lead'), order.id, { status: 'completed' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'order_before_scheduled_date',
      numeric_code: 2308,
      message: 'The order cannot be completed prior to the scheduled date.',
    });
    expect((await orderRow(t, place.locationId, order.id)).status).toBe('pending');
  });

  it('refuses status changes the order manager does not make; the same status changes nothing', async () => {
    const place = await orderingLocation(t);
    const order = await anOrder(place);
    const lead = await place.headers('lead');
    for (const status of ['refunded', 'refund_requested', 'partially_refunded']) {
      const response = await update(lead, order.id, { status });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'order_status_change_invalid' });
    }
    const same = await update(lead, order.id, { status: 'pending' });
    expect(same.statusCode).toBe(200);
    expect(await orderChanges(t, place.locationId, order.id)).toHaveLength(1);
    await update(lead, order.id, { status: 'completed' });
    const back = await update(lead, order.id, { status: 'pending' });
    expect(back.statusCode).toBe(409);
    const unknown = await update(lead, order.id, { status: 'shipped' });
    expect(unknown.statusCode).toBe(400);
  });

  it('needs lead or above', async () => {
    const place = await orderingLocation(t);
    const order = await anOrder(place);
    for (const role of ['member', 'staff', 'kiosk']) {
      const response = await update(await place.headers(role), order.id, { status: 'in_progress' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden_role' });
    }
    expect((await orderRow(t, place.locationId, order.id)).status).toBe('pending');
  });

  it('answers 404 for another location’s order', async () => {
    const place = await orderingLocation(t);
    const order = await anOrder(place);
    const response = await update(await place.headers('lead', place.otherLocationId), order.id, {
      status: 'in_progress',
    });
    expect(response.statusCode).toBe(404);
    expect((await orderRow(t, place.locationId, order.id)).status).toBe('pending');
  });

  describe('checkout details', () => {
    it('changes the contact, checked by the location’s rules', async () => {
      const place = await orderingLocation(t);
      const order = await anOrder(place);
      const lead = await place.headers('lead');
      const refused = await update(lead, order.id, {
        checkout: { contact: { ...guestContact, email: '' } },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        fields: { 'data.checkout.contact.email': 'This field is required.' },
      });
      const changed = await update(lead, order.id, {
        checkout: { contact: { ...guestContact, full_name: 'Grace Hopper' } },
      });
      expect(changed.statusCode).toBe(200);
      const body = ZOrder.parse(changed.json());
      expect(body.customer_name).toBe('Grace Hopper');
      expect(body.data.checkout.contact.full_name).toBe('Grace Hopper');
      expect(body.data.costs).toEqual(order.data.costs);
      expect((await orderRow(t, place.locationId, order.id)).customer_name).toBe('Grace Hopper');
    });

    it('prices the order again when the pricing choices change', async () => {
      const place = await orderingLocation(t);
      const order = await anOrder(place);
      const response = await update(await place.headers('lead'), order.id, {
        checkout: { pricing: { tip: '2$' } },
      });
      expect(response.statusCode).toBe(200);
      const changed: Order = ZOrder.parse(response.json());
      const total = Number(order.data.costs.total);
      expect(changed.data.costs).toMatchObject({
        total,
        tip: 2,
        totalWithTip: Math.round((total + 2) * 100) / 100,
      });
      expect(changed.data.checkout.contact).toEqual(order.data.checkout.contact);
    });

    it('changes nothing of a finished order (409)', async () => {
      const place = await orderingLocation(t);
      const order = await anOrder(place);
      await withTenant(t.database.db, place.locationId, (tx) =>
        tx.update(orders).set({ status: 'completed' }).where(eq(orders.id, order.id)),
      );
      const response = await update(await place.headers('lead'), order.id, {
        checkout: { contact: { ...guestContact, full_name: 'Late Change' } },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'order_not_modifiable' });
    });

    it('applies the checkout, then the status, in one request', async () => {
      const place = await orderingLocation(t);
      const order = await anOrder(place);
      const response = await update(await place.headers('lead'), order.id, {
        status: 'in_progress',
        checkout: { paymentPreference: 'invoice' },
      });
      expect(response.json()).toMatchObject({
        status: 'in_progress',
        data: { checkout: { paymentPreference: 'invoice' } },
      });
      const changes = await orderChanges(t, place.locationId, order.id);
      expect(changes.map((change) => change.action)).toEqual(['accept', 'create']);
    });
  });
});

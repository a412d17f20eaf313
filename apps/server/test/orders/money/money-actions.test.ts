import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits, orderTransactions } from '../../../src/db/schema/index.ts';
import { withTenant } from '../../../src/db/tenant.ts';
import { paymentGateway } from '../../../src/modules/payments/payment-gateway.ts';
import { createCreditFixture, setOrderingParametersFixture } from '../../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  isoDateInDays,
  orderChanges,
  orderingLocation,
  submitOrder,
  takeOutDraft,
} from '../../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actionAnswer, cardOrder, moneyOf, paidCompletedOrder, refund } from './money-fixtures.ts';

/** Deposit requests, removing an item, idempotency, access, credits, processor refusals. */
describe('order money actions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const deposit = (
    headers: Record<string, string>,
    body: unknown,
    locale?: 'fr-CA',
    key?: string,
  ) =>
    callApi(t, headers, 'POST', '/api/orders/request-deposit', {
      body,
      locale,
      headers: key ? { 'idempotency-key': key } : {},
    });

  it('asks deposits up to the outstanding amount (2501) less what is already asked', async () => {
    const place = await orderingLocation(t);
    const lead = await place.headers('lead');
    // 2 burgers + 1 fries: 32.77, nothing paid, no card hold.
    const order = await submitOrder(
      t,
      lead,
      takeOutDraft(place.menuId, [
        { id: place.burger, menu_id: place.menuId, quantity: 2 },
        { id: place.fries, menu_id: place.menuId },
      ]),
    );
    const over = await deposit(lead, { orderId: order.id, amount: 40 });
    expect(over.statusCode).toBe(500);
    expect(over.json()).toMatchObject({
      code: 'deposit_exceeds_outstanding',
      numeric_code: 2501,
      message: 'The deposit amount request ($40.00) exceeds the outstanding amount of $32.77.',
    });
    const overFr = await deposit(lead, { orderId: order.id, amount: 40 }, 'fr-CA');
    expect(overFr.json()).toMatchObject({
      message: 'La demande de dépôt (40,00\u00a0$) dépasse le montant impayé de 32,77\u00a0$.',
    });

    const asked = actionAnswer(
      (await deposit(lead, { orderId: order.id, amount: 20, note: 'Half now' })).json(),
    );
    expect(asked.order.status).toBe('pending');
    expect(asked.money).toMatchObject({ pending_deposits: 20, outstanding: 32.77, paid: 0 });
    expect(asked.transactions).toMatchObject([
      { kind: 'deposit_request', status: 'pending', amount: 20, reason: 'Half now' },
    ]);
    expect(asked.transactions[0]!.created_by_name).toContain('@');

    const beyond = await deposit(lead, { orderId: order.id, amount: 12.78 });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({ code: 'deposit_exceeds_available' });
    expect((await deposit(lead, { orderId: order.id, amount: 12.77 })).statusCode).toBe(200);
    expect((await moneyOf(t, lead, order.id)).money.pending_deposits).toBe(32.77);
    const changes = await orderChanges(t, place.locationId, order.id);
    expect(changes[0]).toMatchObject({ action: 'deposit_request' });
  });

  it('asks no deposit of an order whose card already holds the total, nor of a cancelled one', async () => {
    const place = await orderingLocation(t);
    const lead = await place.headers('lead');
    const held = await cardOrder(t, place, { burgers: 1, fries: 0 });
    expect((await deposit(lead, { orderId: held.id, amount: 1 })).json()).toMatchObject({
      code: 'deposit_exceeds_available',
    });
    await callApi(t, lead, 'PUT', `/api/orders/${held.id}`, {
      body: { status: 'cancelled', reason: 'Closed' },
    });
    expect((await deposit(lead, { orderId: held.id, amount: 1 })).json()).toMatchObject({
      code: 'deposit_not_allowed',
    });
  });

  it('acts once per Idempotency-Key', async () => {
    const place = await orderingLocation(t);
    const order = await paidCompletedOrder(t, place, { burgers: 1, fries: 1 });
    const manager = await place.headers('manager');
    const body = { orderId: order.id, mode: 'amount', amount: 5 };
    const first = await refund(t, manager, body, { key: 'refund-once-1' });
    const second = await refund(t, manager, body, { key: 'refund-once-1' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const { money, transactions } = await moneyOf(t, manager, order.id);
    expect(money.refunded).toBe(5);
    expect(transactions.filter((row) => row.kind === 'refund')).toHaveLength(1);
    const reused = await refund(t, manager, { ...body, amount: 6 }, { key: 'refund-once-1' });
    expect(reused.statusCode).toBe(422);
  });

  it('keeps a refund the processor refused as a failed row and answers 402', async () => {
    const place = await orderingLocation(t);
    const order = await paidCompletedOrder(t, place, { burgers: 1, fries: 0 });
    // Someone refunded the payment in the processor's own dashboard meanwhile.
    await withTenant(t.database.db, place.locationId, async (tx) => {
      const [charge] = await tx
        .select()
        .from(orderTransactions)
        .where(and(eq(orderTransactions.order_id, order.id), eq(orderTransactions.kind, 'charge')));
      await paymentGateway().refund(tx, charge!.details.reference as string, 1413, 'dashboard-1');
    });
    const manager = await place.headers('manager');
    const refused = await refund(t, manager, { orderId: order.id, mode: 'amount', amount: 5 });
    expect(refused.statusCode).toBe(402);
    const body: unknown = refused.json();
    expect(body).toMatchObject({
      code: 'refund_failed',
      message:
        "The card processor refused the refund (The refund is more than what is left to refund on this payment.). Nothing was given back; the attempt is kept in the order's money history.",
      order: { status: 'completed' },
      money: { refunded: 0, refundable: 14.13 },
    });
    const { transactions } = await moneyOf(t, manager, order.id);
    expect(transactions.at(-1)).toMatchObject({
      kind: 'refund',
      status: 'failed',
      amount: 5,
      reason: 'The refund is more than what is left to refund on this payment.',
    });
    expect((await orderChanges(t, place.locationId, order.id))[0]).toMatchObject({
      action: 'refund_failed',
    });
  });

  it('removes an item for good and prices the order again; never the last one', async () => {
    const place = await orderingLocation(t);
    const order = await cardOrder(t, place, { burgers: 2, fries: 1 });
    const lead = await place.headers('lead');
    const remove = (cartIndex: number, locale?: 'fr-CA') =>
      callApi(t, lead, 'POST', `/api/orders/${order.id}/remove-item`, {
        body: { cartIndex },
        locale,
      });
    const removed = await remove(1);
    expect(removed.statusCode).toBe(200);
    const answer = actionAnswer(removed.json());
    // 2 burgers 25.00 + HST 3.25 = 28.25; the card now holds that.
    expect(answer.order.data.items.map((item) => item.cartIndex)).toEqual([0]);
    expect(answer.order.data.costs).toMatchObject({ subtotal: 25, taxes: 3.25, total: 28.25 });
    expect(answer.money).toMatchObject({ total: 28.25, held: 28.25, outstanding: 28.25 });
    expect((await remove(1)).json()).toMatchObject({ code: 'order_line_unknown' });
    const last = await remove(0, 'fr-CA');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: 'order_last_item',
      message:
        'Le dernier article d’une commande ne peut pas être retiré. Terminez la commande, puis demandez un remboursement complet.',
    });
    expect((await orderChanges(t, place.locationId, order.id))[0]).toMatchObject({
      action: 'remove_item',
    });
    await callApi(t, lead, 'PUT', `/api/orders/${order.id}`, { body: { status: 'completed' } });
    expect((await remove(0)).json()).toMatchObject({ code: 'order_not_modifiable' });
  });

  it('refuses roles below lead, locations without the flag and other locations’ orders', async () => {
    const place = await orderingLocation(t);
    const order = await paidCompletedOrder(t, place, { burgers: 1, fries: 0 });
    for (const role of ['staff', 'kiosk', 'member']) {
      const headers = await place.headers(role);
      const answers = await Promise.all([
        callApi(t, headers, 'GET', `/api/orders/${order.id}/money`),
        refund(t, headers, { orderId: order.id, mode: 'full', request: true }),
        deposit(headers, { orderId: order.id, amount: 1 }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
    }
    const other = await place.headers('manager', place.otherLocationId);
    expect((await refund(t, other, { orderId: order.id, mode: 'full' })).statusCode).toBe(404);
    expect((await callApi(t, other, 'GET', `/api/orders/${order.id}/money`)).statusCode).toBe(404);

    const noFlag = await orderingLocation(t, {
      flags: { order_management: false, marketplace_hub: false },
    });
    const manager = await noFlag.headers('manager');
    const refused = await refund(t, manager, { orderId: order.id, mode: 'full' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'feature_disabled' });
    expect((await moneyOf(t, await place.headers('manager'), order.id)).money.refunded).toBe(0);
  });

  describe('school credits', () => {
    async function schoolOrderOnCredit() {
      const place = await orderingLocation(t, { flags: { k12: true, app8_credits: true } });
      const credit = await createCreditFixture(t, place.locationId, {
        email: guestContact.email,
        balance: 20,
      });
      const endOfYear = isoDateInDays(120);
      await setOrderingParametersFixture(t, place.locationId, { end_of_school_year: endOfYear });
      const order = await submitOrder(
        t,
        await place.headers('manager'),
        takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
          type: 'school',
          checkout: {
            contact: guestContact,
            pickup: { scheduled: true, dueByDate: isoDateInDays(3), dueByTime: '12:00' },
            school: { student_name: 'Arnold', grade: '4', teacher: 'Ms. Frizzle' },
            pricing: { useCredits: true },
          },
        }),
      );
      expect(order.data.costs).toMatchObject({ credits: 14.13, total: 0 });
      return { place, creditId: credit.id, endOfYear, order };
    }

    async function balanceOf(locationId: number, creditId: number) {
      const [row] = await withTenant(t.database.db, locationId, (tx) =>
        tx.select().from(credits).where(eq(credits.id, creditId)),
      );
      return row!;
    }

    it('a full refund gives the credits back, until the end of the school year', async () => {
      const { place, creditId, endOfYear, order } = await schoolOrderOnCredit();
      const manager = await place.headers('manager');
      const answer = actionAnswer(
        (await refund(t, manager, { orderId: order.id, mode: 'full' })).json(),
      );
      expect(answer.order.status).toBe('full_refund');
      expect(answer.money).toMatchObject({ credits_returned: 14.13, refunded: 0 });
      expect(answer.transactions).toMatchObject([
        { kind: 'credit_return', status: 'succeeded', amount: 14.13 },
      ]);
      expect(await balanceOf(place.locationId, creditId)).toMatchObject({
        balance: 20,
        expiry_date: endOfYear,
      });
    });

    it('declining gives the credits back with a credit_return row', async () => {
      const { place, creditId, order } = await schoolOrderOnCredit();
      const lead = await place.headers('lead');
      const declined = await callApi(t, lead, 'PUT', `/api/orders/${order.id}`, {
        body: { status: 'cancelled', reason: 'Field trip' },
      });
      expect(declined.statusCode).toBe(200);
      expect((await moneyOf(t, lead, order.id)).money.credits_returned).toBe(14.13);
      expect((await balanceOf(place.locationId, creditId)).balance).toBe(20);
    });
  });

  it('declining a catering order keeps its paid deposit; a manager may still refund it', async () => {
    const place = await orderingLocation(t, {
      flags: { catering: true },
      menu: { on_demand: false },
    });
    const lead = await place.headers('lead');
    const order = await submitOrder(
      t,
      lead,
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId, quantity: 2 }], {
        type: 'catering',
        checkout: {
          contact: guestContact,
          pickup: { scheduled: true, dueByDate: isoDateInDays(5), dueByTime: '12:00' },
        },
      }),
    );
    expect(order.type).toBe('catering');
    await deposit(lead, { orderId: order.id, amount: 10 });
    await deposit(lead, { orderId: order.id, amount: 5 });
    // The first deposit is paid (outside the card processor), the second is still asked.
    await withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .update(orderTransactions)
        .set({ status: 'succeeded' })
        .where(and(eq(orderTransactions.order_id, order.id), eq(orderTransactions.amount, 10))),
    );
    await callApi(t, lead, 'PUT', `/api/orders/${order.id}`, {
      body: { status: 'cancelled', reason: 'Client cancelled late' },
    });
    const { money } = await moneyOf(t, lead, order.id);
    expect(money).toMatchObject({ paid: 10, refunded: 0, refundable: 10, pending_deposits: 0 });
    const manager = await place.headers('manager');
    const back = actionAnswer(
      (await refund(t, manager, { orderId: order.id, mode: 'amount', amount: 4 })).json(),
    );
    expect(back.order.status).toBe('cancelled');
    expect(back.money).toMatchObject({ refunded: 4, refundable: 6 });
  });
});

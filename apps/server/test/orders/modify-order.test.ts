import { ZOrder, type OrderDraftInput } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, credits, items, orders } from '../../src/db/schema/index.ts';
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

/** PUT /api/orders/modify/{id}: the items and checkout of an open order, priced again. */
describe('PUT /api/orders/modify/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  function dineIn(place: OrderingLocation, lines: OrderDraftInput['data']['items']) {
    return {
      type: 'dine_in' as const,
      data: {
        config: {
          menuId: place.menuId,
          tableInfo: { tableNum: '7', tableArea: 'Bar', tableLocation: null, checkNum: 'A1' },
        },
        items: lines,
      },
    };
  }

  function modify(headers: Record<string, string>, id: number, body: unknown, locale?: 'fr-CA') {
    return callApi(t, headers, 'PUT', `/api/orders/modify/${id}`, { body, locale });
  }

  it('adds to a dine-in check: the check’s items plus the new ones, costs recomputed', async () => {
    const place = await orderingLocation(t);
    const staff = await place.headers('staff');
    const check = await submitOrder(
      t,
      staff,
      dineIn(place, [{ id: place.burger, menu_id: place.menuId }]),
    );
    const response = await modify(
      await place.headers('manager'),
      check.id,
      dineIn(place, [...check.data.items, { id: place.fries, menu_id: place.menuId, quantity: 2 }]),
    );
    expect(response.statusCode).toBe(200);
    const changed = ZOrder.parse(response.json());
    expect(changed).toMatchObject({
      id: check.id,
      order_number: check.order_number,
      reference: check.reference,
      status: 'pending',
      created_by: check.created_by,
    });
    expect(changed.data.items.map((line) => [line.name, line.quantity])).toEqual([
      ['Burger', 1],
      ['Fries', 2],
    ]);
    // 12.50 + 8.00 = 20.50, HST 2.67.
    expect(changed.data.costs).toMatchObject({ subtotal: 20.5, taxes: 2.67, total: 23.17 });
    // The creator stays the employee of the order.
    expect(changed.data.config.employeeId).toBe(check.data.config.employeeId);
    const [change] = await orderChanges(t, place.locationId, check.id);
    expect(change).toMatchObject({ action: 'modify' });
    expect((await orderRow(t, place.locationId, check.id)).total).toBe(23.17);
  });

  it('keeps a kiosk order flagged when staff change it', async () => {
    const place = await orderingLocation(t);
    const order = await submitOrder(
      t,
      await place.headers('kiosk'),
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]),
    );
    const response = await modify(
      await place.headers('manager'),
      order.id,
      takeOutDraft(place.menuId, [{ id: place.fries, menu_id: place.menuId }]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { config: { isKiosk: boolean } } }>().data.config.isKiosk).toBe(
      true,
    );
  });

  it('refuses an order that is no longer pending or in progress (409)', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const order = await submitOrder(
      t,
      manager,
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]),
    );
    for (const status of ['completed', 'cancelled', 'refunded']) {
      await withTenant(t.database.db, place.locationId, (tx) =>
        tx.update(orders).set({ status }).where(eq(orders.id, order.id)),
      );
      const response = await modify(
        manager,
        order.id,
        takeOutDraft(place.menuId, [{ id: place.fries, menu_id: place.menuId }]),
        'fr-CA',
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'order_not_modifiable',
        message: 'Cette commande ne peut plus être modifiée.',
      });
    }
    const row = await orderRow(t, place.locationId, order.id);
    expect((row.data as { items: { id: number }[] }).items.map((line) => line.id)).toEqual([
      place.burger,
    ]);
  });

  it('refuses removing every item: complete the order, then refund it', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const order = await submitOrder(
      t,
      manager,
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]),
    );
    const response = await modify(manager, order.id, takeOutDraft(place.menuId, []));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'order_remove_all_items',
      message: 'All items cannot be removed. Complete the order, then request a full refund.',
    });
  });

  it('refuses an item that can no longer be ordered and leaves the order as it was', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const order = await submitOrder(
      t,
      manager,
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]),
    );
    await withTenant(t.database.db, place.locationId, (tx) =>
      tx.update(items).set({ sold_out: true }).where(eq(items.id, place.fries)),
    );
    const response = await modify(
      manager,
      order.id,
      takeOutDraft(place.menuId, [
        { id: place.burger, menu_id: place.menuId },
        { id: place.fries, menu_id: place.menuId },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'item_unavailable' });
    const row = await orderRow(t, place.locationId, order.id);
    expect(row.total).toBe(order.total);
    expect(await orderChanges(t, place.locationId, order.id)).toHaveLength(1);
  });

  it('answers 404 for another location’s order and an unknown id', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const order = await submitOrder(
      t,
      manager,
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]),
    );
    const draft = takeOutDraft(place.menuId, [{ id: place.fries, menu_id: place.menuId }]);
    const elsewhere = await modify(
      await place.headers('manager', place.otherLocationId),
      order.id,
      draft,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await modify(manager, 2_000_000_000, draft)).statusCode).toBe(404);
    expect((await orderRow(t, place.locationId, order.id)).total).toBe(order.total);
  });

  it('gives back the credits held before taking them again for the new total', async () => {
    const place = await orderingLocation(t, { flags: { app8_credits: true } });
    const credit = await createCreditFixture(t, place.locationId, {
      email: guestContact.email,
      balance: 10,
    });
    const manager = await place.headers('manager');
    const withCredits = (lines: OrderDraftInput['data']['items']) =>
      takeOutDraft(place.menuId, lines, {
        checkout: { contact: guestContact, pricing: { useCredits: true } },
      });
    const order = await submitOrder(
      t,
      manager,
      withCredits([{ id: place.burger, menu_id: place.menuId }]),
    );
    expect(order.data.costs.credits).toBe(10);
    const response = await modify(
      manager,
      order.id,
      withCredits([{ id: place.fries, menu_id: place.menuId }]),
    );
    expect(response.statusCode).toBe(200);
    // Fries 4.00 + HST 0.52 = 4.52, all paid by credit: 5.48 left.
    expect(response.json<{ data: { costs: object } }>().data.costs).toMatchObject({
      credits: 4.52,
      total: 0,
    });
    const [balance] = await withTenant(t.database.db, place.locationId, (tx) =>
      tx.select().from(credits).where(eq(credits.id, credit.id)),
    );
    expect(balance!.balance).toBe(5.48);
    const movements = await withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.credit_id, credit.id))
        .orderBy(creditTransactions.id),
    );
    expect(movements.map((row) => [row.kind, row.amount, row.balance_after])).toEqual([
      ['order', -10, 0],
      ['adjust', 10, 10],
      ['order', -4.52, 5.48],
    ]);
  });

  it('does not count the order itself against its full interval', async () => {
    const place = await orderingLocation(t, {
      menu: { max_orders_per_interval: 1, ordering_interval: 30 },
    });
    const manager = await place.headers('manager');
    const scheduled = (itemId: number) =>
      takeOutDraft(place.menuId, [{ id: itemId, menu_id: place.menuId }], {
        checkout: {
          contact: guestContact,
          pickup: { scheduled: true, dueByDate: isoDateInDays(2), dueByTime: '13:00' },
        },
      });
    const order = await submitOrder(t, manager, scheduled(place.burger));
    const response = await modify(manager, order.id, scheduled(place.fries));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ pickup_time: string }>().pickup_time).toBe(order.pickup_time);
  });
});

import { ZOrderWithValidation } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import {
  callApi,
  isoDateInDays,
  orderingLocation,
  submitOrder,
  takeOutDraft,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** GET /api/orders/order-with-validated-items/{id}: the order and its lines checked again. */
describe('GET /api/orders/order-with-validated-items/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const url = (id: number) => `/api/orders/order-with-validated-items/${id}`;

  it('answers the stored order with no problems while every line can still be ordered', async () => {
    const place = await orderingLocation(t);
    const order = await submitOrder(
      t,
      await place.headers('manager'),
      takeOutDraft(place.menuId, [
        { id: place.burger, menu_id: place.menuId },
        { id: place.fries, menu_id: place.menuId },
      ]),
    );
    // Staff and kiosks open orders to change them, so they may read them too.
    for (const role of ['staff', 'kiosk', 'lead']) {
      const response = await callApi(t, await place.headers(role), 'GET', url(order.id));
      expect(response.statusCode, role).toBe(200);
      expect(ZOrderWithValidation.parse(response.json())).toEqual({ ...order, validation: [] });
    }
  });

  it('lists each line that can no longer be ordered, in the caller’s language, changing nothing', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const order = await submitOrder(
      t,
      manager,
      takeOutDraft(place.menuId, [
        { id: place.burger, menu_id: place.menuId },
        { id: place.fries, menu_id: place.menuId },
      ]),
    );
    await withTenant(t.database.db, place.locationId, (tx) =>
      tx.update(items).set({ sold_out: true }).where(eq(items.id, place.fries)),
    );
    const response = await callApi(t, manager, 'GET', url(order.id), { locale: 'fr-CA' });
    expect(response.statusCode).toBe(200);
    const body = ZOrderWithValidation.parse(response.json());
    expect(body.validation).toEqual([
      {
        cartIndex: 1,
        code: 'item_unavailable',
        message: 'Fries ne peut pas être commandé pour le moment.',
      },
    ]);
    // The stored order is answered as it was taken.
    expect(body.data).toEqual(order.data);
    expect(body.total).toBe(order.total);
  });

  it('answers 404 for another location’s order and an unknown id', async () => {
    const place = await orderingLocation(t);
    const order = await submitOrder(
      t,
      await place.headers('manager'),
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]),
    );
    const elsewhere = await callApi(
      t,
      await place.headers('manager', place.otherLocationId),
      'GET',
      url(order.id),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'not_found' });
    const unknown = await callApi(t, await place.headers('manager'), 'GET', url(2_000_000_000));
    expect(unknown.statusCode).toBe(404);
  });

  it('finds an order by the number people know it by, each location its own numbers', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const draft = takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]);
    const first = await submitOrder(t, manager, draft);
    const second = await submitOrder(t, manager, draft);
    expect(second.order_number).toBe(first.order_number! + 1);
    const byNumber = (headers: Record<string, string>, number: number) =>
      callApi(t, headers, 'GET', `/api/orders/by-number/${number}`);
    const found = await byNumber(await place.headers('staff'), second.order_number!);
    expect(found.statusCode, found.body).toBe(200);
    expect(ZOrderWithValidation.parse(found.json())).toEqual({ ...second, validation: [] });
    // The other location has no order with that number: its staff never see this one.
    const elsewhere = await byNumber(
      await place.headers('manager', place.otherLocationId),
      second.order_number!,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await byNumber(manager, 2_000_000_000)).statusCode).toBe(404);
  });

  it('names an order by its number in the change history, and finds its changes by it', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const draft = takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]);
    const order = await submitOrder(t, manager, draft);
    const range = `from=${isoDateInDays(-1)}&to=${isoDateInDays(1)}`;
    const history = await callApi(
      t,
      manager,
      'GET',
      `/api/change-history?${range}&order_number=${order.order_number}`,
    );
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json<{ items: { entity: string; entity_id: number }[] }>().items;
    expect(entries.map((entry) => [entry.entity, entry.entity_id])).toEqual([['order', order.id]]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceLocations, orders } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { createLocationFixture } from '../helpers/fixtures.ts';
import {
  callApi,
  orderRow,
  orderingLocation,
  submitOrder,
  takeOutDraft,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** GET /api/orders/get-marketplace-orders?lastOrder=: a hub's orders and its tiles' locations'. */
describe('GET /api/orders/get-marketplace-orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the newer orders of the hub and of the tiled locations the user may open', async () => {
    const hub = await orderingLocation(t, { flags: { marketplace_hub: true } });
    const stranger = await createLocationFixture(t.database.db, { order_management: true });
    const own = await submitOrder(
      t,
      await hub.headers('manager'),
      takeOutDraft(hub.menuId, [{ id: hub.burger, menu_id: hub.menuId }]),
    );
    const template = await orderRow(t, hub.locationId, own.id);
    const { id: _id, created_at: _c, updated_at: _u, ...values } = template;
    async function orderAt(restaurantId: number, number: number) {
      const [row] = await withTenant(t.database.db, restaurantId, (tx) =>
        tx
          .insert(orders)
          .values({ ...values, restaurant_id: restaurantId, order_number: number })
          .returning(),
      );
      return row!;
    }
    const tiled = await orderAt(hub.otherLocationId, 5001);
    const hidden = await orderAt(stranger.id, 6001);
    await withTenant(t.database.db, hub.locationId, (tx) =>
      tx.insert(marketplaceLocations).values(
        [hub.otherLocationId, stranger.id].map((id, order) => ({
          restaurant_id: hub.locationId,
          name: `Tile ${order}`,
          operational_restaurant_id: id,
          order,
        })),
      ),
    );
    const lead = await hub.headers('lead');

    const all = await callApi(t, lead, 'GET', '/api/orders/get-marketplace-orders');
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json<{ id: number }[]>().map((order) => order.id);
    expect(ids).toEqual([own.id, tiled.id]);
    expect(ids).not.toContain(hidden.id);

    const newer = await callApi(
      t,
      lead,
      'GET',
      `/api/orders/get-marketplace-orders?lastOrder=${own.id}`,
    );
    expect(newer.json()).toMatchObject([{ id: tiled.id, order_number: 5001 }]);
    const none = await callApi(
      t,
      lead,
      'GET',
      `/api/orders/get-marketplace-orders?lastOrder=${tiled.id}`,
    );
    expect(none.json()).toEqual([]);
  });

  it('is for leads of a marketplace hub', async () => {
    const notHub = await orderingLocation(t);
    const refused = await callApi(
      t,
      await notHub.headers('lead'),
      'GET',
      '/api/orders/get-marketplace-orders',
    );
    expect(refused.json()).toMatchObject({ code: 'feature_disabled' });
    const hub = await orderingLocation(t, { flags: { marketplace_hub: true } });
    const member = await callApi(
      t,
      await hub.headers('member'),
      'GET',
      '/api/orders/get-marketplace-orders',
    );
    expect(member.json()).toMatchObject({ code: 'forbidden_role' });
    const bad = await callApi(
      t,
      await hub.headers('lead'),
      'GET',
      '/api/orders/get-marketplace-orders?lastOrder=abc',
    );
    expect(bad.statusCode).toBe(400);
  });
});

import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../../src/db/schema/index.ts';
import {
  ORDER_EVENTS_RETENTION_DAYS,
  purgeOrderEvents,
} from '../../src/modules/orders/live/purge-order-events.ts';
import { createLocationFixture } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const DAY_MS = 86_400_000;

describe(`order events retention (${ORDER_EVENTS_RETENTION_DAYS} days)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('deletes the events older than the retention of every location and keeps the newer ones', async () => {
    const now = new Date('2031-06-15T12:00:00Z');
    const locations = [
      (await createLocationFixture(t.database.db)).id,
      (await createLocationFixture(t.database.db)).id,
    ];
    const ages = [ORDER_EVENTS_RETENTION_DAYS + 1, ORDER_EVENTS_RETENTION_DAYS - 0.5, 0];
    await t.database.db.insert(orderEvents).values(
      locations.flatMap((restaurantId) =>
        ages.map((daysAgo, index) => ({
          restaurant_id: restaurantId,
          order_id: index + 1,
          change: 'updated',
          created_at: new Date(now.getTime() - daysAgo * DAY_MS),
        })),
      ),
    );

    expect(await purgeOrderEvents(t.database.db, now)).toBeGreaterThanOrEqual(2);
    const left = await t.database.db
      .select({ restaurant: orderEvents.restaurant_id, order: orderEvents.order_id })
      .from(orderEvents)
      .where(inArray(orderEvents.restaurant_id, locations));
    expect(left.sort((a, b) => a.restaurant - b.restaurant || a.order - b.order)).toEqual(
      locations.flatMap((restaurant) => [
        { restaurant, order: 2 },
        { restaurant, order: 3 },
      ]),
    );
    expect(await purgeOrderEvents(t.database.db, now)).toBe(0);
  });
});

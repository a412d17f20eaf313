import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../src/db/schema/index.ts';
import { resumePausedOrders } from '../../src/modules/restaurants/resume-paused-orders.ts';
import { updateLocationFixture } from '../helpers/order-fixtures.ts';
import {
  callApi,
  orderingLocation,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { locationChanges } from './change-history-rows.ts';

const messages = {
  orders_paused_message: 'Thanks for your patience.',
  localization: { fr: { orders_paused_message: 'Merci de votre patience.' } },
};

/** PUT /api/restaurants/{id} with `orders_paused_until`: ordering resumes by itself then. */
describe('pause ordering until a time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function pause(where: OrderingLocation, body: object, locale?: 'fr-CA') {
    return callApi(t, await where.headers('lead'), 'PUT', `/api/restaurants/${where.locationId}`, {
      body,
      locale,
    });
  }
  async function location(where: OrderingLocation) {
    const response = await callApi(
      t,
      await where.headers('lead'),
      'GET',
      `/api/restaurants/${where.locationId}`,
    );
    return response.json<{ orders_paused: boolean; orders_paused_until: string | null }>();
  }
  async function stored(where: OrderingLocation) {
    const [row] = await t.database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, where.locationId));
    return row!;
  }
  async function submit(where: OrderingLocation) {
    return callApi(t, await where.headers('manager'), 'POST', '/api/orders', {
      body: takeOutDraft(where.menuId, [{ id: where.burger, menu_id: where.menuId }]),
    });
  }

  it('refuses an end that has passed', async () => {
    const where = await orderingLocation(t);
    const response = await pause(
      where,
      { orders_paused: true, orders_paused_until: new Date(Date.now() - 60_000).toISOString() },
      'fr-CA',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { orders_paused_until: 'Choisissez un moment à venir.' },
    });
    expect((await stored(where)).orders_paused).toBe(false);
  });

  it('resumes by itself when the time comes, through the job, recorded', async () => {
    const where = await orderingLocation(t);
    const until = new Date(Date.now() + 1_500).toISOString();
    const paused = await pause(where, {
      orders_paused: true,
      orders_paused_until: until,
      order_options: messages,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ orders_paused: true, orders_paused_until: until });
    await waitUntil('the resume job', async () => !(await stored(where)).orders_paused);
    expect(await stored(where)).toMatchObject({ orders_paused_until: null });
    expect(await location(where)).toMatchObject({
      orders_paused: false,
      orders_paused_until: null,
    });
    const [entry] = await locationChanges(t, where.locationId);
    expect(entry).toMatchObject({ action: 'resume_orders', user_email: null });
    expect(entry!.before).toMatchObject({ orders_paused: true, orders_paused_until: until });
    expect((await submit(where)).statusCode).toBe(201);
  });

  it('reads a pause past its time as resumed even before the job runs', async () => {
    const where = await orderingLocation(t);
    await updateLocationFixture(t, where.locationId, {
      orders_paused: true,
      orders_paused_until: new Date(Date.now() + 3_600_000),
    });
    expect((await location(where)).orders_paused).toBe(true);
    expect((await submit(where)).json()).toMatchObject({ code: 'orders_paused' });

    await updateLocationFixture(t, where.locationId, {
      orders_paused_until: new Date(Date.now() - 1_000),
    });
    expect(await location(where)).toMatchObject({
      orders_paused: false,
      orders_paused_until: null,
    });
    expect((await submit(where)).statusCode).toBe(201);
  });

  it('resumes once however often the job runs, and leaves a pause changed meanwhile alone', async () => {
    const where = await orderingLocation(t);
    const past = new Date(Date.now() - 1_000);
    await updateLocationFixture(t, where.locationId, {
      orders_paused: true,
      orders_paused_until: past,
    });
    const runs = await Promise.all([
      resumePausedOrders(t.database, where.locationId, new Date()),
      resumePausedOrders(t.database, where.locationId, new Date()),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    const resumes = (await locationChanges(t, where.locationId)).filter(
      (entry) => entry.action === 'resume_orders',
    );
    expect(resumes).toHaveLength(1);

    // Paused again by hand with no end: a late job of the earlier pause keeps it paused.
    const byHand = await pause(where, { orders_paused: true, order_options: messages });
    expect(byHand.json()).toMatchObject({ orders_paused: true, orders_paused_until: null });
    expect(await resumePausedOrders(t.database, where.locationId, new Date())).toBe(false);
    expect((await location(where)).orders_paused).toBe(true);
  });
});

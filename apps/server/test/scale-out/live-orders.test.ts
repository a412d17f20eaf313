import type { OrderLiveEvent } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, openEventStream, type EventStream } from '../helpers/event-stream.ts';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import { createOrderableMenuFixture } from '../helpers/order-fixtures.ts';
import { takeOutDraft } from '../helpers/order-writes.ts';
import type { TestApp } from '../helpers/test-app.ts';
import {
  startTwoInstances,
  twoInstancesKind,
  type TwoInstances,
} from '../helpers/two-instances.ts';

/**
 * Live orders behind a load balancer: an order submitted to one instance reaches the order
 * managers connected to the other (each instance LISTENs on the shared database).
 */
describe(`${twoInstancesKind}, live orders`, () => {
  let instances: TwoInstances;
  const streams: EventStream[] = [];
  beforeAll(async () => {
    instances = await startTwoInstances({});
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await instances?.close();
  });

  it('sends an order created through one instance on a stream of the other', async () => {
    const [first, second] = instances.urls;
    const { db } = instances.database;
    const location = await createLocationFixture(db, { order_management: true });
    const user = await createUserFixture(db, { role: 'manager', locations: [location.id] });
    const signedIn = await fetch(`${first}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const { access_token: token } = (await signedIn.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}`, 'x-restaurant-id': String(location.id) };
    // The fixtures only write rows through the shared database.
    const { menu, items } = await createOrderableMenuFixture(
      { database: instances.database } as TestApp,
      location.id,
      { items: [{ name: 'Live burger', base_price: 9 }] },
    );

    const stream = await openEventStream(`${second}/api/orders/live`, headers);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor('the first pending count', (event) => event.event === 'pending');

    const submitted = await fetch(`${first}/api/orders`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(takeOutDraft(menu.id, [{ id: items[0]!.id, menu_id: menu.id }])),
    });
    expect(submitted.status).toBe(201);
    const order = (await submitted.json()) as { id: number };
    const event = await stream.waitFor(
      'the order submitted to the other instance',
      (received) => received.event === 'order' && dataOf<OrderLiveEvent>(received).id === order.id,
    );
    expect(dataOf<OrderLiveEvent>(event)).toMatchObject({ change: 'created', status: 'pending' });
  });
});

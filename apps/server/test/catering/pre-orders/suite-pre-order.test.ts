import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSuiteDetails, Order, SuitePreOrder, SuitePreOrderPrice } from '@app/domain';
import { callApi, orderRow } from '../../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { preOrdersBed, type PreOrdersBed } from './pre-orders-bed.ts';

/**
 * The suite pre-order page's API (`/api/pre-orders/{token}`, no sign-in): the owner's event
 * order made and changed through the order engine, until the lock period.
 */
describe('suite pre-order by the owner', () => {
  let t: TestApp;
  let bed: PreOrdersBed;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await preOrdersBed(t);
    // Three days away: within the card hold's horizon, after the email day.
    await bed.moveEvent(3, null, 7);
    token = await bed.token(bed.suite101.id);
  });
  afterAll(() => t.close());

  it('shows the suite’s package menus with their items, prices and modifier groups', async () => {
    const page = await bed.getPage(token);
    expect(page.menus.map((menu) => menu.name)).toEqual(['Here suite package', 'Here bar']);
    const items = page.menus[0]!.sections.flatMap((section) => section.items);
    expect(items.map((item) => [item.name, item.base_price])).toEqual([
      ['Nacho tray', 40],
      ['Wings', 30],
    ]);
    expect(page.menus[0]).toHaveProperty('option_groups');
    expect(page).toMatchObject({
      owner: { name: 'Priya Sharma', locale: 'en-CA', phone_number: '416-555-0142' },
      locked: false,
      pre_order: null,
    });
    expect(Date.parse(page.locks_at)).toBe(Date.parse(page.event.start_date));
  });

  it('prices a cart through the order engine, writing nothing', async () => {
    const res = await bed.page('POST', token, { path: '/price', body: bed.request(2) });
    expect(res.statusCode, res.body).toBe(200);
    const priced = res.json<SuitePreOrderPrice>();
    expect(priced.problems).toEqual([]);
    expect(priced.items[0]).toMatchObject({ name: 'Nacho tray', quantity: 2, orderPrice: 80 });
    // HST 13 % on $80.
    expect(priced.costs).toMatchObject({ subtotal: 80, taxes: 10.4, total: 90.4 });
    expect((await bed.getPage(token)).pre_order).toBeNull();
  });

  it('takes the pre-order as an event order: priced, card held, suite pending, history by the owner', async () => {
    const card = await bed.card(token);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
    const res = await bed.page('PUT', token, { body: bed.request(2, { card }), key: 'first-save' });
    expect(res.statusCode, res.body).toBe(201);
    const pre = res.json<SuitePreOrder>();
    expect(pre).toMatchObject({
      status: 'pending',
      menu_id: bed.menuIds[0],
      notes: 'One guest is allergic to peanuts',
      phone_number: '416-555-0142',
      card: { brand: 'visa', last4: '4242' },
      costs: { subtotal: 80, total: 90.4 },
    });

    const row = await orderRow(t, bed.bed.locationId, pre.order_id);
    expect(row).toMatchObject({
      type: 'event',
      created_by: null,
      event_id: bed.here.event.id,
      event_suite_id: bed.suite101.id,
      customer_email: 'priya@example.test',
      customer_name: 'Priya Sharma',
    });
    const holds = await bed.holds(pre.order_id);
    expect(holds.map((hold) => Number(hold.amount))).toEqual([90.4]);
    expect(holds[0]!.created_by).toBeNull();

    const suite = await bed.storedSuite(bed.suite101.id);
    expect(suite).toMatchObject({
      status: 'pending',
      pre_order_additional_notes: 'One guest is allergic to peanuts',
    });
    const [orderChange] = await bed.changes('order', pre.order_id);
    expect(orderChange).toMatchObject({
      action: 'create',
      user_id: null,
      user_email: 'priya@example.test',
    });
    const [suiteChange] = await bed.changes('event_suite', bed.suite101.id);
    expect(suiteChange).toMatchObject({
      action: 'pre_order',
      user_id: null,
      user_email: 'priya@example.test',
      after: { status: 'pending', order_id: pre.order_id },
    });

    // Staff see it on the suite, as an order of the event.
    const details = await bed.call('GET', `/${bed.suite101.id}/deep-get-event-suite`);
    const read = details.json<EventSuiteDetails>();
    expect(read.status).toBe('pending');
    expect(read.orders.map((order) => order.id)).toEqual([pre.order_id]);

    // A retry with the same key answers the first answer and takes nothing again.
    const retry = await bed.page('PUT', token, {
      body: bed.request(2, { card }),
      key: 'first-save',
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<SuitePreOrder>().order_id).toBe(pre.order_id);
    expect((await bed.holds(pre.order_id)).length).toBe(1);
  });

  it('replaces the pre-order on a second save, keeping the card on file', async () => {
    const before = (await bed.getPage(token)).pre_order!;
    const res = await bed.page('PUT', token, {
      body: bed.request(3, { notes: 'Vegan guests: 2', card: null }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const pre = res.json<SuitePreOrder>();
    expect(pre).toMatchObject({
      order_id: before.order_id,
      notes: 'Vegan guests: 2',
      card: { last4: '4242' },
      costs: { subtotal: 120, total: 135.6 },
    });
    expect((await bed.holds(pre.order_id)).map((hold) => Number(hold.amount))).toEqual([135.6]);
    expect((await bed.changes('order', pre.order_id))[0]).toMatchObject({ action: 'modify' });
    expect((await bed.getPage(token)).pre_order).toEqual(pre);
  });

  it('refuses a menu that is not the suite’s, an item of another menu, and a first save without card', async () => {
    const notOurs = await bed.page('PUT', token, { body: bed.request(1, { menu_id: 999_999 }) });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json()).toMatchObject({ code: 'event_package_not_offered' });

    const token102 = await bed.token(bed.suite102.id);
    const noCard = await bed.page('PUT', token102, { body: bed.request(1), locale: 'fr-CA' });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json()).toMatchObject({
      code: 'validation_failed',
      fields: { card: 'Ce champ est requis.' },
    });
    const price = await bed.page('POST', token102, {
      path: '/price',
      body: { menu_id: bed.menuIds[1], items: [{ id: bed.here.nachos, quantity: 1 }] },
    });
    expect(price.json<SuitePreOrderPrice>().problems).toHaveLength(1);
    expect((await bed.storedSuite(bed.suite102.id)).status).toBe('email_scheduled');
  });

  it('is read-only once the lock period starts; staff still change the order', async () => {
    await bed.moveEvent(3, 5, 7);
    const page = await bed.getPage(token, 'fr-CA');
    expect(page.locked).toBe(true);
    expect(page.pre_order).not.toBeNull();
    const refused = await bed.page('PUT', token, { body: bed.request(1), locale: 'fr-CA' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({
      code: 'pre_order_locked',
      message: expect.stringMatching(
        /^Les précommandes ont fermé le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. /,
      ) as string,
    });
    const card = await bed.page('POST', token, {
      path: '/card',
      body: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    expect(card.statusCode).toBe(409);

    const orderId = page.pre_order!.order_id;
    const stored = await orderRow(t, bed.bed.locationId, orderId);
    const data = stored.data as unknown as Order['data'];
    const manager = await bed.bed.headers('manager');
    const modified = await callApi(t, manager, 'PUT', `/api/orders/modify/${orderId}`, {
      body: {
        type: 'event',
        data: {
          config: data.config,
          items: [{ id: bed.here.nachos, menu_id: bed.menuIds[0], quantity: 1 }],
          checkout: data.checkout,
        },
      },
    });
    expect(modified.statusCode, modified.body).toBe(200);
    expect((await bed.getPage(token)).pre_order).toMatchObject({ costs: { subtotal: 40 } });
    await bed.moveEvent(3, null, 7);
  });

  it('refuses forged, expired, other-purpose and other-location tokens with 404', async () => {
    const expired = await bed.token(bed.suite101.id, { lifetime: -10 });
    const otherPurpose = await bed.token(bed.suite101.id, { purpose: 'events-calendar' });
    const otherLocation = await bed.token(bed.suite101.id, {
      restaurantId: bed.bed.otherLocationId,
    });
    const [head, body] = token.split('.');
    const forged = `${head}.${body}.${'A'.repeat(86)}`;
    for (const bad of [expired, otherPurpose, forged, 'not-a-token']) {
      const res = await bed.page('GET', bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
      const put = await bed.page('PUT', bad, { body: bed.request(1) });
      expect(put.statusCode).toBe(404);
    }
    // Signed for the other location: RLS finds no such suite there.
    const there = await bed.page('GET', otherLocation);
    expect(there.statusCode).toBe(410);
  });

  it('closes the link with 410 when the suite is settled or removed, or the event is past', async () => {
    const token204 = await bed.token(bed.suite204.id);
    const noOwner = await bed.page('GET', token204, { locale: 'fr-CA' });
    expect(noOwner.statusCode).toBe(410);
    expect(noOwner.json()).toMatchObject({
      code: 'pre_order_link_invalid',
      message:
        'Ce lien de précommande a expiré ou n’est plus valide. Demandez-en un nouveau à l’établissement.',
    });
    const token102 = await bed.token(bed.suite102.id);
    await bed.setSuite(bed.suite102.id, { finalized_at: new Date() });
    expect((await bed.page('GET', token102)).statusCode).toBe(410);
    await bed.setSuite(bed.suite102.id, { finalized_at: null });
    expect((await bed.page('GET', token102)).statusCode).toBe(200);
    await bed.moveEvent(-1, null, 7);
    expect((await bed.page('GET', token102)).statusCode).toBe(410);
    expect((await bed.page('PUT', token102, { body: bed.request(1) })).statusCode).toBe(410);
    await bed.moveEvent(3, null, 7);
    expect((await bed.call('DELETE', `/${bed.suite102.id}`)).statusCode).toBe(204);
    expect((await bed.page('GET', token102)).statusCode).toBe(410);
  });

  it('keeps each location’s suites apart', async () => {
    const theirs = await bed.token(bed.theirSuite.id, { restaurantId: bed.bed.otherLocationId });
    const page = await bed.getPage(theirs);
    expect(page.menus.map((menu) => menu.name)).toEqual(['There suite package', 'There bar']);
    const mixed = await bed.page('PUT', theirs, { body: bed.request(1) });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ code: 'event_package_not_offered' });
    const page101 = await bed.getPage(token);
    expect(page101.suite.id).toBe(bed.suite101.id);
  });
});

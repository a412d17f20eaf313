import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderingTestbed } from '../../helpers/order-fixtures.ts';
import { callApi } from '../../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { eventBody, eventsBed, type EventsBed } from './events-api.ts';

/**
 * `GET /api/catering/events/{id}/deep-get-event`, and who may call the events API at all: the
 * event screens' rule (manager and above, `suites_enabled`).
 */
describe('event details', () => {
  let t: TestApp;
  let venue: EventsBed;
  beforeAll(async () => {
    t = await buildTestApp();
    venue = await eventsBed(t);
  });
  afterAll(() => t.close());

  it('answers the event with its type’s default menus, its suites and, when asked, its pending orders', async () => {
    const [hockey] = venue.here.types;
    const event = await venue.create(eventBody(20, { event_type_id: hockey!.id }));
    const bare = await venue.details(event.id);
    expect(bare).toMatchObject({
      id: event.id,
      pre_order_status: 'setup_incomplete',
      // The type's default menus in the order the type gives them.
      event_type: {
        id: hockey!.id,
        name: 'Hockey Game',
        menus: [{ name: 'Suite package' }, { name: 'Bar' }],
      },
      event_suites: [],
      active_order_count: 0,
      pending_orders: null,
    });

    const [first, second] = await venue.assignSuites(event.id);
    const pending = await venue.order(event.id, 'pending', first);
    await venue.order(event.id, 'in_progress', second);
    await venue.order(event.id, 'cancelled', first);
    const full = await venue.details(event.id, true);
    expect(full.pre_order_status).toBe('pre_ordering');
    expect(full.suite_count).toBe(2);
    expect(full.active_order_count).toBe(2);
    expect(full.event_suites).toMatchObject([
      {
        id: first,
        suite: { name: 'Suite 101' },
        suite_owner: { name: 'Priya Sharma', email: 'priya@example.test' },
        status: 'pending',
        invoice_status: 'none',
        menus: [{ name: 'Suite package' }, { name: 'Bar' }],
        equipment: [{ name: 'Chafing dish', quantity: 2 }],
        order_counts: { total: 2, active: 1 },
      },
      { id: second, suite: { name: 'Suite 102' }, order_counts: { total: 1, active: 1 } },
    ]);
    expect(full.pending_orders).toEqual([
      expect.objectContaining({
        id: pending.id,
        event_suite_id: first,
        suite_name: 'Suite 101',
        customer_name: 'Priya Sharma',
        total: 90.4,
      }),
    ]);
    expect((await venue.details(event.id, false)).pending_orders).toBeNull();
  });

  it('tells a locked event from an open one, and a suite without owner or menus as setup incomplete', async () => {
    const soon = await venue.create(eventBody(2, { order_lock_period_days: 3 }));
    await venue.assignSuites(soon.id);
    const locked = await venue.details(soon.id);
    expect(locked.pre_order_status).toBe('pre_ordering_locked');
    expect(Date.parse(locked.pre_order_locks_at)).toBeLessThan(Date.now());

    const unfinished = await venue.create(eventBody(12));
    await venue.assignSuites(unfinished.id, false);
    expect((await venue.details(unfinished.id)).pre_order_status).toBe('setup_incomplete');
  });

  it('lets managers and above in, and refuses leads, members, staff and kiosks', async () => {
    const event = await venue.create(eventBody(25));
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', ''],
      ['POST', '', eventBody(26)],
      ['GET', `/${event.id}`],
      ['PUT', `/${event.id}`, eventBody(27)],
      ['DELETE', `/${event.id}`],
      ['GET', `/${event.id}/deep-get-event`],
    ];
    for (const role of ['lead', 'member', 'staff', 'kiosk']) {
      for (const [method, path, body] of calls) {
        const res = await venue.call(method, path, { role, body });
        expect(res.statusCode, `${role} ${method} ${path}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden_role' });
      }
    }
    for (const role of ['admin', 'enterprise', 'manager']) {
      const res = await venue.call('GET', `/${event.id}/deep-get-event`, { role });
      expect(res.statusCode, role).toBe(200);
    }
    // Nothing the refused calls asked for happened.
    expect((await venue.call('GET', `/${event.id}`)).json()).toEqual(event);
  });

  it('refuses a location without suites, in the caller’s language, and a call without a session', async () => {
    const plain = await createOrderingTestbed(t, { catering: true });
    const headers = await plain.headers('manager');
    const res = await callApi(t, headers, 'POST', '/api/catering/events', {
      body: eventBody(10),
      locale: 'fr-CA',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'feature_disabled',
      message: 'Cette fonction n’est pas activée pour cet établissement.',
    });
    const anonymous = await t.app.inject({ url: '/api/catering/events' });
    expect(anonymous.statusCode).toBe(401);
  });
});

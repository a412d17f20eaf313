import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventAccess } from '@app/domain';
import { createUserFixture } from '../helpers/fixtures.ts';
import { callApi } from '../helpers/order-writes.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { eventBody, eventsBed, type EventsBed } from './events/events-api.ts';

/**
 * Event access levels (docs/decisions/catering.md "Event access levels"): among the managers who
 * open the event screens, a `server` reads and fires, an `events` user also changes events and
 * their suites, only an `admin` (or an account without a level) changes the settings lists.
 */
describe('event access levels', () => {
  let t: TestApp;
  let venue: EventsBed;
  const headers = new Map<EventAccess | 'none', Record<string, string>>();

  beforeAll(async () => {
    t = await buildTestApp();
    venue = await eventsBed(t);
    for (const level of ['admin', 'events', 'server', 'none'] as const) {
      const user = await createUserFixture(t.database.db, {
        role: 'manager',
        eventAccess: level === 'none' ? null : level,
        locations: [venue.bed.locationId],
      });
      headers.set(
        level,
        (await signIn(t, user.email, user.password)).headers(venue.bed.locationId),
      );
    }
  });
  afterAll(() => t.close());

  function call(level: EventAccess | 'none', method: 'GET' | 'POST', url: string, body?: unknown) {
    return callApi(t, headers.get(level)!, method, url, { body, locale: 'fr-CA' });
  }

  it('lets every level read events and the settings lists', async () => {
    for (const level of ['admin', 'events', 'server', 'none'] as const) {
      for (const url of ['/api/catering/events', '/api/catering/suites']) {
        expect((await call(level, 'GET', url)).statusCode, `${level} ${url}`).toBe(200);
      }
    }
  });

  it('lets events and admin create an event, refuses a server in their language', async () => {
    for (const level of ['admin', 'events', 'none'] as const) {
      const res = await call(level, 'POST', '/api/catering/events', eventBody(30));
      expect(res.statusCode, `${level}: ${res.body}`).toBe(201);
    }
    const refused = await call('server', 'POST', '/api/catering/events', eventBody(30));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'forbidden_event_access',
      message: 'Votre niveau d’accès aux événements ne le permet pas.',
    });
  });

  it('keeps the settings lists to admin (and accounts without a level)', async () => {
    for (const [level, status] of [
      ['admin', 201],
      ['none', 201],
      ['events', 403],
      ['server', 403],
    ] as const) {
      const res = await call(level, 'POST', '/api/catering/equipment', { name: `Urn ${level}` });
      expect(res.statusCode, `${level}: ${res.body}`).toBe(status);
    }
  });

  it('lets a server fire the event on the day', async () => {
    // The guard lets them through: the answer is the fire's own (nothing to send yet).
    const event = await venue.create(eventBody(2));
    const fired = await call('server', 'POST', '/api/orders/fire-event', { eventId: event.id });
    expect(fired.json()).toMatchObject({ code: 'event_fire_failed' });
  });
});

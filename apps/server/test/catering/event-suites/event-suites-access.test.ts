import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../../src/db/schema/index.ts';
import { withTenant } from '../../../src/db/tenant.ts';
import { createOrderingTestbed } from '../../helpers/order-fixtures.ts';
import { callApi } from '../../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { eventSuitesBed } from './event-suites-api.ts';

/** Who may call `/api/catering/events/{eventId}/event-suites…`, and where. */
describe('event suites access', () => {
  let t: TestApp;
  let venue: Awaited<ReturnType<typeof eventSuitesBed>>;
  let assignedId: number;
  let theirsId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    venue = await eventSuitesBed(t);
    const [assigned] = await venue.bulk([{ suite_id: venue.here.suites[0]!.id }]);
    assignedId = assigned!.id;
    const theirs = await venue.call('POST', '/bulk', {
      tenant: venue.bed.otherLocationId,
      body: { suites: [{ suite_id: venue.there.suites[0]!.id }] },
    });
    theirsId = theirs.json<{ id: number }[]>()[0]!.id;
  });
  afterAll(() => t.close());

  const calls = (id: () => number): [string, string, unknown?][] => [
    ['GET', ''],
    ['POST', '/bulk', { suites: [{ suite_id: venue.here.suites[1]!.id }] }],
    ['GET', `/${id()}`],
    ['GET', `/${id()}/deep-get-event-suite`],
    ['PUT', `/${id()}`, { dietary_restrictions: 'Vegan' }],
    ['DELETE', `/${id()}`],
  ];

  it('lets managers and above in, and refuses leads, members, staff and kiosks', async () => {
    for (const role of ['lead', 'member', 'staff', 'kiosk']) {
      for (const [method, path, body] of calls(() => assignedId)) {
        const res = await venue.call(method, path, { role, body });
        expect(res.statusCode, `${role} ${method} ${path}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden_role' });
      }
    }
    for (const role of ['admin', 'enterprise', 'manager']) {
      expect((await venue.call('GET', '', { role })).statusCode).toBe(200);
    }
    expect((await venue.list()).map((suite) => suite.suite.name)).toEqual(['Suite 101']);
  });

  it('refuses a location without suites, in the caller’s language', async () => {
    const plain = await createOrderingTestbed(t, { catering: true });
    const url = `/api/catering/events/${venue.here.event.id}/event-suites`;
    const res = await callApi(t, await plain.headers('manager'), 'GET', url, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'feature_disabled',
      message: 'Cette fonction n’est pas activée pour cet établissement.',
    });
  });

  it('answers 404 for another location’s event or suite, and changes nothing of it', async () => {
    const otherEvent = `/api/catering/events/${venue.there.event.id}/event-suites`;
    const headers = await venue.bed.headers('manager');
    expect((await callApi(t, headers, 'GET', otherEvent)).statusCode).toBe(404);
    const bulk = await callApi(t, headers, 'POST', `${otherEvent}/bulk`, {
      body: { suites: [{ suite_id: venue.here.suites[2]!.id }] },
    });
    expect(bulk.statusCode).toBe(404);
    for (const [method, path, body] of calls(() => theirsId).slice(2)) {
      const res = await venue.call(method, path, { body });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    const theirs = await venue.call('GET', `/${theirsId}`, { tenant: venue.bed.otherLocationId });
    expect(theirs.json()).toMatchObject({ id: theirsId, dietary_restrictions: null });
    expect((await venue.list()).map((suite) => suite.id)).toEqual([assignedId]);
  });

  it('answers 404 for a suite asked under another event of the location', async () => {
    const later = await withTenant(t.database.db, venue.bed.locationId, async (tx) => {
      const [row] = await tx
        .insert(events)
        .values({
          restaurant_id: venue.bed.locationId,
          title: 'Later night',
          start_date: new Date(Date.now() + 40 * 86_400_000),
        })
        .returning();
      return row!;
    });
    const url = `/api/catering/events/${later.id}/event-suites`;
    const headers = await venue.bed.headers('manager');
    expect((await callApi(t, headers, 'GET', url)).json()).toEqual([]);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await callApi(t, headers, method, `${url}/${assignedId}`, {
        ...(method === 'PUT' ? { body: {} } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await venue.list()).map((suite) => suite.id)).toEqual([assignedId]);
  });

  it('declares every call in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const base = '/api/catering/events/{eventId}/event-suites';
    const methods = (path: string) => Object.keys(docs.paths[`${base}${path}`] ?? {}).sort();
    expect(methods('')).toEqual(['get']);
    expect(docs.paths[base]).toHaveProperty('get.tags', ['event-suites']);
    expect(methods('/bulk')).toEqual(['post']);
    expect(methods('/{id}')).toEqual(['delete', 'get', 'put']);
    expect(methods('/{id}/deep-get-event-suite')).toEqual(['get']);
  });
});

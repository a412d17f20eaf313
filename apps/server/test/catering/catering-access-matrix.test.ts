import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventAccess } from '@app/domain';
import { createLocationFixture } from '../helpers/fixtures.ts';
import { updateLocationFixture } from '../helpers/order-fixtures.ts';
import { callApi } from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  badInputs,
  callName,
  cateringCalls,
  namesObject,
  type CallIds,
  type CateringCall,
} from './catering-calls.ts';
import { expectRefused, matrixBed } from './catering-matrix-bed.ts';

/**
 * Every signed-in call of the events area (catering-calls.ts) against each refusal the access
 * guard and the use cases give (docs/api.md "Event settings" … "Event documents"): the role,
 * the event access level, the `suites_enabled` flag, the location, an id that is not one, bad
 * input — each answered with its status, code and French message, nothing changed at either
 * location — and the public pre-order and calendar calls once suites are turned off.
 */
describe('events area: who may call what, and where', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof matrixBed>>;
  let here: CallIds;
  let there: CallIds;
  beforeAll(async () => {
    t = await buildTestApp();
    m = await matrixBed(t);
    ({ here, there } = m);
  });
  afterAll(() => t.close());

  const call = (c: CateringCall, headers: Record<string, string>, ids?: CallIds) =>
    m.call(c, headers, ids);
  const bothLocations = () => m.bothLocations();
  const headersOf = (role: string, tenant?: number) => m.venue.bed.headers(role, tenant);

  it('refuses leads and below every call (403 forbidden_role), changing nothing', async () => {
    const before = await bothLocations();
    for (const role of ['lead', 'staff', 'kiosk']) {
      const headers = await headersOf(role);
      for (const c of cateringCalls) {
        expectRefused(await call(c, headers), c, 403, 'forbidden_role');
      }
    }
    expect(await bothLocations()).toEqual(before);
  });

  it('refuses each event access level below the call’s action (403 forbidden_event_access)', async () => {
    const before = await bothLocations();
    const refusedTo: Record<string, EventAccess[]> = {
      view: [],
      manage: ['server'],
      configure: ['server', 'events'],
    };
    for (const c of cateringCalls) {
      for (const level of refusedTo[c.action]!) {
        expectRefused(await call(c, m.levels.get(level)!), c, 403, 'forbidden_event_access');
      }
    }
    expect(await bothLocations()).toEqual(before);
    // A server reads everything the events area shows (reads that keep no version).
    const reads = cateringCalls.filter(
      (c) => c.method === 'GET' && c.action === 'view' && !c.path.endsWith('.xlsx'),
    );
    for (const c of reads.filter((c) => !c.path.endsWith('latest-beo'))) {
      const res = await call(c, m.levels.get('server')!);
      expect(res.statusCode, `${callName(c)}: ${res.body}`).toBe(200);
    }
  });

  it('refuses a location the caller does not belong to (403 tenant_not_recognized)', async () => {
    const stranger = await createLocationFixture(t.database.db, { suites_enabled: true });
    const headers = await headersOf('manager', stranger.id);
    const before = await bothLocations();
    for (const c of cateringCalls) {
      expectRefused(await call(c, headers), c, 403, 'tenant_not_recognized');
    }
    expect(await bothLocations()).toEqual(before);
  });

  it('answers 404 not_found for another location’s objects, changing nothing there', async () => {
    const headers = await headersOf('manager');
    const before = await bothLocations();
    for (const c of cateringCalls.filter(namesObject)) {
      expectRefused(await call(c, headers, there), c, 404, 'not_found');
    }
    expect(await bothLocations()).toEqual(before);
  });

  it('refuses an id that is not one, naming the parameter in French, changing nothing', async () => {
    const headers = await headersOf('manager');
    const before = await bothLocations();
    for (const c of cateringCalls) {
      for (const param of Object.keys(c.params)) {
        for (const [value, message] of [
          ['abc', 'Doit être un nombre.'],
          ['0', 'Doit être supérieur à zéro.'],
          ['99999999999', 'doit être 2147483647 ou moins'],
        ] as const) {
          const res = await m.call(c, headers, here, { param, value });
          expect(res.statusCode, `${callName(c)} ${param}=${value}`).toBe(400);
          const body = res.json<{ code: string; fields: Record<string, string> }>();
          expect(body.code).toBe('validation_failed');
          expect(body.fields, callName(c)).toEqual({ [param]: message });
        }
      }
    }
    expect(await bothLocations()).toEqual(before);
  });

  it('refuses bad bodies, queries and headers, naming the field in French, changing nothing', async () => {
    const headers = await headersOf('manager');
    const cases = badInputs(here, m.venue.menuIds[0]!);
    const before = await bothLocations();
    for (const [method, url, body, fields, extra] of cases) {
      const res = await callApi(t, headers, method, url, {
        body,
        locale: 'fr-CA',
        headers: extra,
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json(), `${method} ${url}`).toMatchObject({ code: 'validation_failed', fields });
    }
    const token = await m.venue.token(m.venue.suite102.id);
    for (const [path, body, fields] of [
      ['', { ...m.venue.request(1), items: [] }, { items: 'Ce champ est requis.' }],
      [
        '/price',
        { ...m.venue.request(1), notes: 'x'.repeat(251) },
        { notes: 'Doit contenir au plus 250 caractères.' },
      ],
      [
        '/card',
        { number: '4242', exp_month: 13, exp_year: 2099, cvc: '123' },
        { exp_month: 'doit être 12 ou moins' },
      ],
    ] as const) {
      const res = await m.venue.page(path === '' ? 'PUT' : 'POST', token, {
        path,
        body,
        locale: 'fr-CA',
      });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json(), path).toMatchObject({ code: 'validation_failed', fields });
    }
    expect(await bothLocations()).toEqual(before);
  });

  it('refuses every call, and closes the public ones, once the location turns suites off', async () => {
    const headers = await headersOf('manager');
    const token = await m.venue.token(m.venue.suite101.id);
    expect((await m.venue.page('GET', token)).statusCode).toBe(200);
    const feeds = [];
    for (const url of [
      `/api/catering/events/${here.event}/calendar-link`,
      `/api/catering/suite-owners/${here.owner}/calendar-link`,
    ]) {
      const link = new URL((await callApi(t, headers, 'GET', url)).json<{ url: string }>().url);
      feeds.push(`${link.pathname}${link.search}`);
      expect((await t.app.inject({ url: feeds.at(-1)! })).statusCode).toBe(200);
    }
    const before = await bothLocations();
    await updateLocationFixture(t, m.venue.bed.locationId, { suites_enabled: false });
    try {
      for (const c of cateringCalls) {
        expectRefused(await call(c, headers), c, 403, 'feature_disabled');
      }
      for (const [method, path, body] of [
        ['GET', ''],
        ['PUT', '', m.venue.request(1)],
        ['POST', '/price', m.venue.request(1)],
        [
          'POST',
          '/card',
          { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
        ],
      ] as const) {
        const res = await m.venue.page(method, token, { path, body, locale: 'fr-CA' });
        expect(res.statusCode, `${method} ${path}`).toBe(410);
        expect(res.json()).toMatchObject({ code: 'pre_order_link_invalid' });
      }
      // The feeds say nothing of a location that no longer has suites, as of a deleted event.
      for (const feed of feeds) {
        const res = await t.app.inject({ url: feed });
        expect(res.statusCode, feed).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
    } finally {
      await updateLocationFixture(t, m.venue.bed.locationId, { suites_enabled: true });
    }
    expect(await bothLocations()).toEqual(before);
  });

  it('declares every call, and the public ones, in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    // The table is every signed-in call of the area: one added later joins the matrix.
    const declaredCalls = Object.entries(docs.paths)
      .filter(
        ([path]) =>
          path.startsWith('/api/catering/') ||
          /^\/api\/orders\/(fire-event|latest-beo)$/.test(path),
      )
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
      );
    expect(declaredCalls.sort()).toEqual(cateringCalls.map(callName).sort());
    expect(declaredCalls).toHaveLength(41);
    for (const c of cateringCalls) {
      const declared = docs.paths[c.path]?.[c.method.toLowerCase()];
      expect(declared, callName(c)).toBeDefined();
      expect(declared!.tags?.length, callName(c)).toBeGreaterThan(0);
    }
    const methods = (path: string) => Object.keys(docs.paths[path] ?? {}).sort();
    expect(methods('/api/pre-orders/{token}')).toEqual(['get', 'put']);
    expect(methods('/api/pre-orders/{token}/price')).toEqual(['post']);
    expect(methods('/api/pre-orders/{token}/card')).toEqual(['post']);
    expect(methods('/api/calendar/events/{*}')).toEqual(['get']);
    expect(methods('/api/calendar/suite-owners/{*}')).toEqual(['get']);
  });
});

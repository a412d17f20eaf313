import type { OnsiteLocation, OrderingConfig } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesOf } from '../helpers/catalogue-fixtures.ts';
import { callApi, orderingLocation, type OrderingLocation } from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const URL = '/api/settings/onsite-locations';
const anyId: unknown = expect.any(Number);
type Saved = OnsiteLocation & { id: number };

const mainFloor: OnsiteLocation = {
  name: 'Main floor',
  localization: { fr: { name: 'Salle principale' } },
  areas: [
    { name: 'Patio', tables: ['T1', 'T2'], localization: { fr: { name: 'Terrasse' } } },
    { name: 'Bar', tables: ['1'], localization: {} },
  ],
};

describe('/api/settings/onsite-locations', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t);
    manager = await place.headers('manager');
  });
  afterAll(() => t.close());

  const put = (body: unknown, headers = manager) => callApi(t, headers, 'PUT', URL, { body });
  const list = async (headers = manager) => (await callApi(t, headers, 'GET', URL)).json<Saved[]>();
  const seating = async () =>
    (await callApi(t, manager, 'GET', '/api/orders/ordering-config')).json<OrderingConfig>()
      .seatingAreas;

  it('saves the seating the order screens offer for dine-in, with its history row', async () => {
    const res = await put([mainFloor, { name: 'Rooftop', localization: {}, areas: [] }]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Saved[]>();
    expect(saved).toEqual([
      { ...mainFloor, id: anyId },
      { name: 'Rooftop', localization: {}, areas: [], id: anyId },
    ]);
    expect(await list()).toEqual(saved);
    expect(await seating()).toEqual([
      {
        location: 'Main floor',
        area: 'Patio',
        tables: ['T1', 'T2'],
        localization: { fr: { location: 'Salle principale', area: 'Terrasse' } },
      },
      {
        location: 'Main floor',
        area: 'Bar',
        tables: ['1'],
        localization: { fr: { location: 'Salle principale', area: null } },
      },
    ]);
    const [entry] = await changesOf(t, place.locationId, 'onsite_locations');
    expect(entry!.after).toEqual(saved);

    const renamed = await put([{ ...saved[0]!, areas: [{ name: 'Patio', tables: ['T9'] }] }]);
    expect(renamed.json<Saved[]>()).toEqual([
      { ...saved[0], areas: [{ name: 'Patio', tables: ['T9'], localization: {} }] },
    ]);
    expect((await seating()).map((area) => area.tables)).toEqual([['T9']]);
  });

  it('refuses area names used twice in a location and changes nothing', async () => {
    const before = await list();
    const res = await put([
      {
        ...mainFloor,
        areas: [
          { name: 'Patio', tables: [] },
          { name: 'patio', tables: [] },
        ],
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { '0.areas.1.name': 'This name is already in use.' },
    });
    expect(await list()).toEqual(before);
  });

  it('keeps other locations’ rows apart and refuses their ids', async () => {
    const otherHeaders = await place.headers('manager', place.otherLocationId);
    const other = await put([{ ...mainFloor, name: 'Their floor' }], otherHeaders);
    const theirs = other.json<Saved[]>();
    const mine = await list();
    const res = await put([{ ...theirs[0]!, name: 'Taken' }]);
    expect(res.statusCode).toBe(404);
    expect(await list()).toEqual(mine);
    expect(await list(otherHeaders)).toEqual(theirs);
  });

  it('is for managers and above', async () => {
    for (const role of ['member', 'lead']) {
      const res = await put([], await place.headers(role));
      expect(res.statusCode, role).toBe(403);
    }
    expect((await list()).length).toBeGreaterThan(0);
  });
});

import type { DeliverySchool, OrderingConfig } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesOf } from '../helpers/catalogue-fixtures.ts';
import { callApi, orderingLocation, type OrderingLocation } from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const URL = '/api/settings/delivery/schools';
type Saved = DeliverySchool & { id: number };
const anyId: unknown = expect.any(Number);

const school = (name: string, extra: Partial<DeliverySchool> = {}): DeliverySchool => ({
  name,
  grades: ['JK', '1'],
  classrooms: ['1A'],
  teachers: ['Ms. Patel'],
  ask_grades: true,
  ask_classrooms: true,
  ask_teachers: false,
  open_ended_teachers: false,
  ...extra,
});

describe('/api/settings/delivery/schools', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t, { flags: { k12: true } });
    manager = await place.headers('manager');
  });
  afterAll(() => t.close());

  const put = (body: unknown, headers = manager, locale?: 'fr-CA') =>
    callApi(t, headers, 'PUT', URL, { body, locale });
  const list = async (headers = manager) => (await callApi(t, headers, 'GET', URL)).json<Saved[]>();

  it('saves the whole ordered list, keeps ids sent back, and the order screens see it', async () => {
    const first = await put([school('Riverside'), school('Hillcrest')]);
    expect(first.statusCode, first.body).toBe(200);
    const [riverside, hillcrest] = first.json<Saved[]>();
    expect(riverside).toMatchObject({ ...school('Riverside'), id: anyId });

    const second = await put([
      { ...hillcrest!, name: 'Riverside' },
      { ...riverside!, name: 'Hillcrest', open_ended_teachers: true },
      school('Lakeview'),
    ]);
    expect(second.statusCode, second.body).toBe(200);
    const saved = second.json<Saved[]>();
    expect(saved.map((s) => [s.id, s.name])).toEqual([
      [hillcrest!.id, 'Riverside'],
      [riverside!.id, 'Hillcrest'],
      [anyId, 'Lakeview'],
    ]);
    expect(await list()).toEqual(saved);
    const config = (
      await callApi(t, manager, 'GET', '/api/orders/ordering-config')
    ).json<OrderingConfig>();
    expect(config.schools).toEqual(saved);

    const [entry] = await changesOf(t, place.locationId, 'delivery_schools');
    expect(entry).toMatchObject({ action: 'update' });
    expect(entry!.user_email).toMatch(/@fixture.test$/);
    expect(entry!.after).toEqual(saved);

    expect((await put(saved.slice(2))).json()).toEqual(saved.slice(2));
  });

  it('refuses names used twice, whatever the letter case, and saves nothing', async () => {
    const before = await list();
    const history = (await changesOf(t, place.locationId, 'delivery_schools')).length;
    const res = await put([school('Maple'), school(' MAPLE ')], manager, 'fr-CA');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { '1.name': 'Ce nom est déjà utilisé.' },
    });
    expect(await list()).toEqual(before);
    expect((await changesOf(t, place.locationId, 'delivery_schools')).length).toBe(history);
  });

  it('refuses ids of rows it does not hold, another location’s included', async () => {
    const otherHeaders = await place.headers('manager', place.otherLocationId);
    const theirs = (await put([school('Elsewhere')], otherHeaders)).json<Saved[]>();
    const before = await list();
    const res = await put([{ ...theirs[0]!, name: 'Stolen' }]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect(await list()).toEqual(before);
    expect(await list(otherHeaders)).toEqual(theirs);
  });

  it('is for managers of K-12 locations', async () => {
    for (const role of ['member', 'lead']) {
      const res = await put([school('Nope')], await place.headers(role));
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden_role' });
    }
    const plain = await orderingLocation(t);
    const res = await callApi(t, await plain.headers('manager'), 'GET', URL);
    expect(res.json()).toMatchObject({ code: 'feature_disabled' });
  });
});

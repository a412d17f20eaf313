import type { Menu } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, catalogueChanges, emptyLocation } from '../helpers/menu-api.ts';

/**
 * A week whose intervals overlap on one day (or repeat) would list the same hours twice: every
 * route taking a week refuses it, naming the later interval's start and the time it may start
 * from, and changes nothing.
 */
describe('overlapping availability', () => {
  let t: TestApp;
  let user: SignedIn;
  let locationId: number;
  let menu: Menu;
  let other: Menu;
  const week = [{ day_of_week: 2, start_time: '08:00', end_time: '11:00' }];
  const overlapping = [
    { day_of_week: 1, start_time: '10:00', end_time: '14:00' },
    { day_of_week: 3, start_time: '09:00', end_time: '10:00' },
    { day_of_week: 1, start_time: '13:30', end_time: '24:00' },
  ];

  beforeAll(async () => {
    t = await buildTestApp();
    ({ user, locationId } = await emptyLocation(t));
    const create = (name: string) =>
      call(t, user, 'POST', '/api/menus', { body: { name, availability: week } });
    menu = (await create('M')).json();
    other = (await create('O')).json();
  });
  afterAll(() => t.close());

  it('refuses an overlap on every route that takes a week, in both languages', async () => {
    const historyBefore = await catalogueChanges(t, locationId, 'availability');
    const attempts: [string, string, unknown, string][] = [
      ['POST', `/api/menus/${menu.id}/availability`, overlapping, '2.start_time'],
      ['POST', '/api/menus', { name: 'N', availability: overlapping }, 'availability.2.start_time'],
      ['PUT', `/api/menus/${menu.id}`, { availability: overlapping }, 'availability.2.start_time'],
      [
        'POST',
        `/api/menus/${menu.id}/availability/copy`,
        { availability: overlapping, menuIds: [other.id] },
        'availability.2.start_time',
      ],
    ];
    for (const [method, url, body, field] of attempts) {
      const res = await call(t, user, method, url, { body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
        [field]: 'must be 14:00 or higher',
      });
      const fr = await call(t, user, method, url, { body, locale: 'fr-CA' });
      expect(fr.json<{ fields: Record<string, string> }>().fields[field]).toBe(
        'doit être 14:00 ou plus',
      );
    }
    const menus = (await call(t, user, 'GET', '/api/menus')).json<Menu[]>();
    expect(menus.map((m) => m.name)).toEqual(['M', 'O']);
    for (const m of menus) expect(m.availability).toEqual(week);
    expect(await catalogueChanges(t, locationId, 'availability')).toEqual(historyBefore);
  });

  it('refuses the same interval twice, and accepts intervals that only touch', async () => {
    const twice = [week[0]!, week[0]!];
    const repeat = await call(t, user, 'POST', `/api/menus/${menu.id}/availability`, {
      body: twice,
    });
    expect(repeat.statusCode).toBe(400);
    expect(repeat.json()).toMatchObject({ fields: { '1.start_time': 'must be 11:00 or higher' } });
    const touching = [
      { day_of_week: 1, start_time: '12:00', end_time: '24:00' },
      { day_of_week: 1, start_time: '06:00', end_time: '12:00' },
      { day_of_week: 2, start_time: '06:00', end_time: '12:00' },
    ];
    const ok = await call(t, user, 'POST', `/api/menus/${menu.id}/availability`, {
      body: touching,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Menu>().availability).toEqual([touching[1], touching[0], touching[2]]);
  });
});

import { addCalendarDays, toIsoDate, type ChangeHistoryPage } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistory } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestbed, type ApiCaller, type Testbed } from '../helpers/catalogue-fixtures.ts';

const DAY_MS = 86_400_000;

describe('GET /api/change-history', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;
  let today: string;
  let managerEmail: string;
  let menuId: number;

  const range = (from: string, to: string, extra = '') =>
    `/api/change-history?from=${from}&to=${to}${extra}`;

  async function page(caller: ApiCaller, url: string): Promise<ChangeHistoryPage> {
    const res = await caller('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ChangeHistoryPage>();
  }

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    manager = await bed.as('manager');
    managerEmail = (await bed.user('manager')).email;
    today = toIsoDate(new Date(), 'America/Toronto');
    // A real change through the API: the menu's creation is recorded with who made it.
    const created = await manager('POST', '/api/menus', { name: 'Brunch' });
    expect(created.statusCode, created.body).toBe(201);
    menuId = created.json<{ id: number }>().id;
    const renamed = await manager('PUT', `/api/menus/${menuId}`, { name: 'Late brunch' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Older entries written by others (system rows have no user), and one of the other location.
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
    await t.database.db.insert(changeHistory).values([
      ...Array.from({ length: 5 }, (_, i) => ({
        restaurant_id: bed.locationId,
        entity: 'item',
        entity_id: 100 + i,
        action: 'update',
        before: { name: `Old ${i}` },
        after: { name: `New ${i}` },
        user_email: 'Someone.Else@Example.test',
        user_id: null,
        created_at: at(3),
      })),
      {
        restaurant_id: bed.locationId,
        entity: 'item',
        entity_id: 200,
        action: 'delete',
        before: { name: 'Long gone' },
        after: null,
        created_at: at(12),
      },
      {
        restaurant_id: bed.otherLocationId,
        entity: 'menu',
        entity_id: 999,
        action: 'create',
        before: null,
        after: { name: 'Elsewhere' },
        user_email: managerEmail,
        created_at: at(1),
      },
    ]);
  });
  afterAll(() => t.close());

  it('answers who changed what, newest first, with before and after', async () => {
    const { items } = await page(manager, range(addCalendarDays(today, -6), today));
    const menuEntries = items.filter((entry) => entry.entity === 'menu');
    expect(menuEntries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(menuEntries[0]).toMatchObject({
      entity_id: menuId,
      user: { email: managerEmail, name: 'Fixture User' },
      before: { name: 'Brunch' },
      after: { name: 'Late brunch' },
    });
    expect(menuEntries[1]).toMatchObject({ before: null, after: { name: 'Brunch' } });
    // The 12-day-old entry is outside the last 7 days; the other location's is never shown.
    expect(items.some((entry) => entry.entity_id === 200)).toBe(false);
    expect(items.some((entry) => entry.entity_id === 999)).toBe(false);
    const ids = items.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by entity, entity id and part of the user email (any case)', async () => {
    const from = addCalendarDays(today, -29);
    const items = (await page(manager, range(from, today, '&entity=item'))).items;
    expect(items.map((entry) => entry.entity_id).sort()).toEqual([100, 101, 102, 103, 104, 200]);
    const one = (await page(manager, range(from, today, `&entity=menu&entity_id=${menuId}`))).items;
    expect(one).toHaveLength(2);
    const byUser = (await page(manager, range(from, today, '&user=someone.ELSE'))).items;
    expect(byUser.map((entry) => entry.entity_id).sort()).toEqual([100, 101, 102, 103, 104]);
    expect(byUser[0]?.user).toEqual({ id: null, email: 'Someone.Else@Example.test', name: '' });
    // A system change has no user.
    const system = (await page(manager, range(from, today, '&entity_id=200'))).items;
    expect(system[0]?.user).toBeNull();
    // `%` is a character, not a wildcard.
    expect((await page(manager, range(from, today, '&user=%25'))).items).toEqual([]);
  });

  it('pages with a cursor until every entry was seen once', async () => {
    const from = addCalendarDays(today, -29);
    const seen: number[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const next: ChangeHistoryPage = await page(
        manager,
        range(from, today, `&limit=3${cursor === null ? '' : `&cursor=${cursor}`}`),
      );
      expect(next.items.length).toBeLessThanOrEqual(3);
      seen.push(...next.items.map((entry) => entry.id));
      cursor = next.next_cursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    // 2 menu entries + 6 item entries of this location.
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    expect(pages).toBe(3);
  });

  it('requires a date range within the retention, with localised messages', async () => {
    const bad = async (url: string, locale: 'en-CA' | 'fr-CA' = 'en-CA') => {
      const res = await manager('GET', url, undefined, locale);
      expect(res.statusCode, url).toBe(400);
      return res.json<{ code: string; fields: Record<string, string> }>();
    };
    expect(await bad('/api/change-history')).toMatchObject({ code: 'validation_failed' });
    expect((await bad(`/api/change-history?to=${today}`)).fields).toHaveProperty('from');
    expect((await bad(range('2030-03-10', '2030-03-09'))).fields).toEqual({
      to: 'must be 2030-03-10 or higher',
    });
    expect((await bad(range('2030-03-01', '2030-04-01'), 'fr-CA')).fields).toEqual({
      to: 'La période peut couvrir au plus 30 jours.',
    });
    expect((await bad(range('2030-02-30', '2030-03-01'))).fields).toHaveProperty('from');
    expect(await bad(range(today, today, '&limit=0'))).toMatchObject({ code: 'validation_failed' });
  });

  it('is for managers and above, at their active location only', async () => {
    const url = range(today, today);
    for (const role of ['member', 'lead', 'staff', 'kiosk']) {
      const res = await (await bed.as(role))('GET', url);
      expect(res.statusCode, role).toBe(403);
    }
    for (const role of ['admin', 'enterprise']) {
      expect((await (await bed.as(role))('GET', url)).statusCode, role).toBe(200);
    }
    const elsewhere = await bed.as('manager', bed.otherLocationId);
    const items = (await page(elsewhere, range(addCalendarDays(today, -2), today))).items;
    expect(items.map((entry) => entry.entity_id)).toEqual([999]);
  });
});

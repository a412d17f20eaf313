import type { DeepMenu, Item, Menu, Section } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, emptyLocation } from '../helpers/menu-api.ts';

/**
 * Reorders, moves and duplicates running at the same time on one list. Each rewrites the
 * orders of the whole list; without one lock per list they deadlock (a 500) or interleave and
 * leave two rows at one position. Meaningful on PostgreSQL (PGlite runs one transaction at a
 * time, where it passes trivially).
 */
describe('concurrent changes to the order of one list', () => {
  let t: TestApp;
  let user: SignedIn;
  let menuA: Menu;
  let menuB: Menu;
  const post = async <T>(url: string, body?: unknown) =>
    (await call(t, user, 'POST', url, { body })).json<T>();
  const deep = async (id: number) =>
    (await call(t, user, 'GET', `/api/menus/deep-get-menu/${id}`)).json<DeepMenu>();

  beforeAll(async () => {
    t = await buildTestApp();
    ({ user } = await emptyLocation(t));
    menuA = await post<Menu>('/api/menus', { name: 'A' });
    menuB = await post<Menu>('/api/menus', { name: 'B' });
  });
  afterAll(() => t.close());

  function expectDistinctOrders(orders: number[], what: string) {
    expect(new Set(orders).size, `${what}: ${orders.join(',')}`).toBe(orders.length);
  }

  it('keeps item orders unique under parallel reorders, moves and duplicates', async () => {
    const s1 = await post<Section>(`/api/menus/${menuA.id}/sections`, { name: 'S1' });
    const s2 = await post<Section>(`/api/menus/${menuB.id}/sections`, { name: 'S2' });
    const ids: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const url = `/api/menus/${menuA.id}/sections/${s1.id}/items`;
      ids.push((await post<Item>(url, { name: `I${index}` })).id);
    }
    for (let round = 0; round < 6; round += 1) {
      const shuffled = (seed: number) =>
        [...ids].sort((a, b) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13));
      const inS1 = (await deep(menuA.id)).sections[0]!.items.map((item) => item.id);
      const calls = [
        call(t, user, 'POST', '/api/menus/reorder', {
          body: {
            type: 'item',
            ids: shuffled(round)
              .filter((id) => inS1.includes(id))
              .slice(0, 3),
          },
        }),
        call(t, user, 'POST', '/api/menus/reorder', {
          body: {
            type: 'item',
            ids: shuffled(round + 5)
              .filter((id) => inS1.includes(id))
              .slice(-3),
          },
        }),
        call(t, user, 'POST', '/api/menus/move', {
          body: {
            type: 'item',
            id: inS1[round % inS1.length],
            menu_id: menuB.id,
            section_id: s2.id,
            position: 0,
          },
        }),
        call(t, user, 'POST', '/api/menus/move', {
          body: {
            type: 'item',
            id: inS1[(round + 3) % inS1.length],
            menu_id: menuA.id,
            section_id: s1.id,
            position: 1,
          },
        }),
        call(
          t,
          user,
          'POST',
          `/api/menus/${menuA.id}/sections/${s1.id}/items/${inS1[(round + 1) % inS1.length]}/duplicate`,
        ),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, res.body).toBeLessThan(500);
      }
      const a = await deep(menuA.id);
      const b = await deep(menuB.id);
      expectDistinctOrders(
        a.sections[0]!.items.map((item) => item.order),
        `S1 round ${round}`,
      );
      expectDistinctOrders(
        b.sections[0]!.items.map((item) => item.order),
        `S2 round ${round}`,
      );
      // Moved back so that S1 keeps enough items to reorder.
      for (const item of b.sections[0]!.items) {
        await call(t, user, 'POST', '/api/menus/move', {
          body: { type: 'item', id: item.id, menu_id: menuA.id, section_id: s1.id },
        });
      }
    }
  });

  it('gives menus created in parallel distinct positions', async () => {
    const { user: other } = await emptyLocation(t);
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(t, other, 'POST', '/api/menus', { body: { name: `P${index}` } }),
      ),
    );
    for (const res of created) expect(res.statusCode, res.body).toBe(201);
    const menus = (await call(t, other, 'GET', '/api/menus')).json<Menu[]>();
    expectDistinctOrders(
      menus.map((menu) => menu.order),
      'menus',
    );
  });

  it.each([
    ['/api/options', '/api/options'],
    ['/api/menu-groups', '/api/menu-groups'],
  ])('gives groups created in parallel distinct positions (%s)', async (create, list) => {
    const { user: other } = await emptyLocation(t);
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(t, other, 'POST', create, { body: { name: `G${index}` } }),
      ),
    );
    for (const res of created) expect(res.statusCode, res.body).toBe(201);
    const groups = (await call(t, other, 'GET', list)).json<{ order: number }[]>();
    expectDistinctOrders(
      groups.map((group) => group.order),
      create,
    );
  });

  it('keeps section orders unique when two sections change menus at the same time', async () => {
    const make = async (menu: Menu, count: number) => {
      const made: Section[] = [];
      for (let index = 0; index < count; index += 1) {
        made.push(await post<Section>(`/api/menus/${menu.id}/sections`, { name: `X${index}` }));
      }
      return made;
    };
    const inA = await make(menuA, 5);
    const inB = await make(menuB, 5);
    for (let round = 0; round < 5; round += 1) {
      const res = await Promise.all([
        call(t, user, 'POST', '/api/menus/move', {
          body: { type: 'section', id: inA[round]!.id, menu_id: menuB.id, position: 0 },
        }),
        call(t, user, 'POST', '/api/menus/move', {
          body: { type: 'section', id: inB[round]!.id, menu_id: menuA.id, position: 0 },
        }),
        call(t, user, 'POST', '/api/menus/reorder', {
          body: { type: 'section', ids: [inA[(round + 1) % 5]!.id] },
        }),
        call(t, user, 'POST', `/api/menus/${menuA.id}/duplicate`),
      ]);
      for (const answer of res) expect(answer.statusCode, answer.body).toBeLessThan(500);
      for (const menu of [menuA, menuB]) {
        const orders = (await deep(menu.id)).sections.map((section) => section.order);
        expectDistinctOrders(orders, `menu ${menu.id} round ${round}`);
      }
      // Each move happened exactly once: every section is in exactly one menu.
      const all = [...(await deep(menuA.id)).sections, ...(await deep(menuB.id)).sections];
      expect(new Set(all.map((section) => section.id)).size).toBe(all.length);
    }
  });
});

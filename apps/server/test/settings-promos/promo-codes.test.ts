import type { OrderCosts } from '@app/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistory } from '../../src/db/schema/index.ts';
import {
  createOrderableMenuFixture,
  createOrderingTestbed,
  createPromoCodeFixture,
  orderDraft,
  postJson,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface Promo {
  id: number;
  name: string;
  type: string;
  value: number;
  active: boolean;
}

/** `/api/settings/promo-codes`: the Promos tab, and the codes order pricing honours at once. */
describe('promo codes settings', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { discount: true });
  });
  afterAll(() => t.close());

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { role?: string; tenant?: number; payload?: object; locale?: string } = {},
  ) {
    return t.app.inject({
      method,
      url: `/api/settings/promo-codes${path}`,
      headers: {
        ...(await bed.headers(options.role ?? 'manager', options.tenant)),
        'accept-language': options.locale ?? 'en-CA',
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  }

  const list = async (tenant?: number) => (await call('GET', '', { tenant })).json<Promo[]>();

  function historyOf(restaurantId: number) {
    return t.database.db
      .select()
      .from(changeHistory)
      .where(
        and(eq(changeHistory.restaurant_id, restaurantId), eq(changeHistory.entity, 'promo_code')),
      )
      .orderBy(desc(changeHistory.id));
  }

  it('refuses members and leads, and locations without the discount flag', async () => {
    for (const role of ['member', 'lead']) {
      const res = await call('POST', '', {
        role,
        payload: { name: 'X', type: 'dollar', value: 1 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden_role' });
    }
    const plain = await createOrderingTestbed(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings/promo-codes',
      headers: await plain.headers('manager'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'feature_disabled' });
    expect(await list()).toEqual([]);
  });

  it('creates, edits and deletes a code, each with its change-history row', async () => {
    const created = await call('POST', '', {
      payload: { name: 'SPRING10', type: 'percentage', value: 10 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json<Promo>();
    expect(code).toMatchObject({ name: 'SPRING10', type: 'percentage', value: 10, active: true });

    const edited = await call('PUT', `/${code.id}`, {
      payload: { name: 'SPRING15', type: 'percentage', value: 15, active: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await list()).toEqual([{ ...code, name: 'SPRING15', value: 15, active: false }]);

    expect((await call('DELETE', `/${code.id}`)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    const history = await historyOf(bed.locationId);
    expect(history.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(history[1]).toMatchObject({
      entity_id: code.id,
      before: { name: 'SPRING10', active: true },
      after: { name: 'SPRING15', active: false },
    });
  });

  it('refuses a name in use (any case), a percentage over 100 and a zero value', async () => {
    const first = await call('POST', '', {
      payload: { name: 'Welcome', type: 'dollar', value: 5 },
    });
    const other = await call('POST', '', { payload: { name: 'Other', type: 'dollar', value: 5 } });
    const history = (await historyOf(bed.locationId)).length;
    const taken = await call('POST', '', {
      payload: { name: 'WELCOME', type: 'dollar', value: 5 },
      locale: 'fr-CA',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'Ce nom est déjà utilisé.' },
    });
    const renamed = await call('PUT', `/${other.json<Promo>().id}`, {
      payload: { name: ' welcome ', type: 'dollar', value: 5 },
    });
    expect(renamed.json()).toMatchObject({ fields: { name: 'This name is already in use.' } });
    // Its own name, in another case, is not "in use".
    const same = await call('PUT', `/${first.json<Promo>().id}`, {
      payload: { name: 'WELCOME', type: 'dollar', value: 5 },
    });
    expect(same.statusCode).toBe(200);
    const bad = await call('POST', '', {
      payload: { name: 'Big', type: 'percentage', value: 120 },
    });
    expect(bad.json()).toMatchObject({ fields: { value: 'must be 100 or lower' } });
    const zero = await call('POST', '', { payload: { name: 'Zero', type: 'dollar', value: 0 } });
    expect(zero.json()).toMatchObject({ fields: { value: 'Must be higher than zero.' } });
    expect((await list()).map((code) => code.name)).toEqual(['Other', 'WELCOME']);
    expect((await historyOf(bed.locationId)).length).toBe(history + 1);
  });

  it("answers 404 for another location's code and leaves it alone", async () => {
    const theirs = await createPromoCodeFixture(t, bed.otherLocationId, {
      name: 'THEIRS',
      type: 'dollar',
      value: 3,
    });
    const payload = { name: 'MINE', type: 'dollar', value: 1 };
    expect((await call('PUT', `/${theirs.id}`, { payload })).statusCode).toBe(404);
    expect((await call('DELETE', `/${theirs.id}`)).statusCode).toBe(404);
    const [row] = await list(bed.otherLocationId);
    expect(row).toMatchObject({ id: theirs.id, name: 'THEIRS', value: 3 });
  });

  describe('in order pricing', () => {
    let menuId: number;
    let itemId: number;
    beforeAll(async () => {
      const menu = await createOrderableMenuFixture(t, bed.locationId, {
        items: [{ name: 'Soup', base_price: 20 }],
      });
      menuId = menu.menu.id;
      itemId = menu.items[0]!.id;
    });

    async function priceWith(discountCode: string) {
      const draft = orderDraft(menuId, [{ id: itemId, menu_id: menuId }], {
        checkout: { pricing: { discountCode } },
      });
      const res = await postJson(
        t,
        await bed.headers('lead'),
        '/api/orders/recalculate-costs',
        draft,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ costs: OrderCosts; problems: { code: string }[] }>();
    }

    it('prices an order with a new code at once, and refuses it once deactivated', async () => {
      const created = await call('POST', '', {
        payload: { name: 'FIVE', type: 'dollar', value: 5 },
      });
      const code = created.json<Promo>();
      const priced = await priceWith('five');
      expect(priced.problems).toEqual([]);
      expect(priced.costs).toMatchObject({ subtotal: 20, subtotalDiscounted: 15 });

      await call('PUT', `/${code.id}`, {
        payload: { name: 'FIVE', type: 'dollar', value: 5, active: false },
      });
      const refused = await priceWith('FIVE');
      expect(refused.problems).toEqual([expect.objectContaining({ code: 'promo_code_invalid' })]);
      expect(refused.costs).toMatchObject({ subtotal: 20, subtotalDiscounted: 20 });
    });

    it("does not know another location's code", async () => {
      await createPromoCodeFixture(t, bed.otherLocationId, {
        name: 'ELSEWHERE',
        type: 'percentage',
        value: 50,
      });
      const refused = await priceWith('ELSEWHERE');
      expect(refused.problems).toEqual([expect.objectContaining({ code: 'promo_code_invalid' })]);
    });
  });
});

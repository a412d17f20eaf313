import { addCalendarDays, taxPresetOf, toIsoDate, type OrderCosts } from '@app/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistory } from '../../src/db/schema/index.ts';
import {
  createOrderableMenuFixture,
  createOrderingTestbed,
  createTaxRateFixture,
  orderDraft,
  postJson,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** `GET / PUT /api/settings/tax-rates`, and the rates pricing and the ordering config use. */
describe('tax rates settings', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t);
  });
  afterAll(() => t.close());

  async function call(method: 'GET' | 'PUT', role: string, payload?: unknown, tenant?: number) {
    return t.app.inject({
      method,
      url: '/api/settings/tax-rates',
      headers: await bed.headers(role, tenant),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function saved(tenant = bed.locationId) {
    const res = await call('GET', 'manager', undefined, tenant);
    expect(res.statusCode).toBe(200);
    return res.json<{ id: number; code: string; value: number; effective_from: string | null }[]>();
  }

  function historyOf(restaurantId: number) {
    return t.database.db
      .select()
      .from(changeHistory)
      .where(
        and(eq(changeHistory.restaurant_id, restaurantId), eq(changeHistory.entity, 'tax_rates')),
      )
      .orderBy(desc(changeHistory.id));
  }

  it('refuses members and leads, and lets a manager save a province preset', async () => {
    for (const role of ['member', 'lead']) {
      expect((await call('GET', role)).statusCode).toBe(403);
      const put = await call('PUT', role, taxPresetOf('on'));
      expect(put.json()).toMatchObject({ code: 'forbidden_role' });
    }
    expect(await saved()).toEqual([]);

    const res = await call('PUT', 'manager', taxPresetOf('ns'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ code: 'HST', value: 15, effective_from: null, label: 'HST' }),
      expect.objectContaining({ code: 'HST', value: 14, effective_from: '2025-04-01' }),
    ]);
    expect(await saved()).toEqual(res.json());
    const [entry] = await historyOf(bed.locationId);
    expect(entry).toMatchObject({ action: 'replace', before: [], after: res.json<unknown[]>() });
  });

  it('keeps the ids of rates sent back and drops the others', async () => {
    const [always, later] = await saved();
    const res = await call('PUT', 'manager', [
      { ...always!, value: 13 },
      { code: 'GST', label: 'GST', value: 5, is_default: false, effective_from: null },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const list = await saved();
    expect(list.map((rate) => [rate.code, rate.value])).toEqual([
      ['GST', 5],
      ['HST', 13],
    ]);
    expect(list.find((rate) => rate.code === 'HST')!.id).toBe(always!.id);
    expect(list.some((rate) => rate.id === later!.id)).toBe(false);
  });

  it('answers bad input with localised fields and changes nothing', async () => {
    const before = await saved();
    const history = (await historyOf(bed.locationId)).length;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/tax-rates',
      headers: { ...(await bed.headers('manager')), 'accept-language': 'fr-CA' },
      payload: [
        { code: 'hst', label: 'HST', value: 101, is_default: true, effective_from: null },
        { code: 'GST', label: 'TPS', value: 5, is_default: false, effective_from: '2025-13-01' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        '0.code': 'Utilisez au plus 12 lettres majuscules, chiffres, traits d’union ou soulignés.',
        '0.value': 'doit être 100 ou moins',
        '1.label': 'Cette valeur n’est pas valide.',
        '1.effective_from': 'Cette valeur n’est pas valide.',
      },
    });
    const noDefault = await call('PUT', 'manager', [
      { code: 'GST', label: 'GST', value: 5, is_default: false, effective_from: null },
    ]);
    expect(noDefault.json()).toMatchObject({
      fields: { _: 'On every date, at least one rate in force must be a default rate.' },
    });
    expect(await saved()).toEqual(before);
    expect((await historyOf(bed.locationId)).length).toBe(history);
  });

  it("refuses another location's rate ids and leaves both lists as they were", async () => {
    const theirs = await createTaxRateFixture(t, bed.otherLocationId, {
      code: 'QST',
      value: 9.975,
    });
    const mine = await saved();
    const res = await call('PUT', 'manager', [
      { ...mine[0]! },
      {
        id: theirs.id,
        code: 'QST',
        label: 'QST',
        value: 1,
        is_default: true,
        effective_from: null,
      },
    ]);
    expect(res.statusCode).toBe(404);
    expect(await saved()).toEqual(mine);
    expect(await saved(bed.otherLocationId)).toEqual([
      expect.objectContaining({ id: theirs.id, value: 9.975 }),
    ]);
  });

  describe('the rates in force', () => {
    const today = toIsoDate(new Date(), 'America/Toronto');
    const changeDay = addCalendarDays(today, 10);
    let priced: OrderingTestbed;
    let menuId: number;
    let itemId: number;
    beforeAll(async () => {
      priced = await createOrderingTestbed(t);
      const menu = await createOrderableMenuFixture(t, priced.locationId, {
        items: [{ name: 'Chowder', base_price: 100 }],
      });
      menuId = menu.menu.id;
      itemId = menu.items[0]!.id;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/settings/tax-rates',
        headers: await priced.headers('manager'),
        payload: [
          { code: 'HST', label: 'HST', value: 15, is_default: true, effective_from: null },
          { code: 'HST', label: 'HST', value: 14, is_default: true, effective_from: changeDay },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    async function taxesDueOn(dueByDate: string) {
      const draft = orderDraft(menuId, [{ id: itemId, menu_id: menuId }], {
        checkout: { pickup: { scheduled: true, dueByDate, dueByTime: '12:00' } },
      });
      const res = await postJson(
        t,
        await priced.headers('lead'),
        '/api/orders/recalculate-costs',
        draft,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ costs: OrderCosts }>().costs;
    }

    it('prices an order due before the change at the old rate and one due on it at the new', async () => {
      const before = await taxesDueOn(addCalendarDays(changeDay, -1));
      expect(before.taxBrackets).toEqual([
        { code: 'HST', label: 'HST', rate: 15, taxable: 100, amount: 15 },
      ]);
      expect(before.total).toBe(115);
      const after = await taxesDueOn(changeDay);
      expect(after.taxBrackets).toEqual([
        { code: 'HST', label: 'HST', rate: 14, taxable: 100, amount: 14 },
      ]);
      expect(after.total).toBe(114);
    });

    it('answers the rates in force today in the ordering config', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/orders/ordering-config',
        headers: await priced.headers('lead'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ taxRates: unknown[] }>().taxRates).toEqual([
        { code: 'HST', label: 'HST', rate: 15, is_default: true },
      ]);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderingTestbed,
  createSubsidyFixture,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { subsidiesApi, type Subsidy } from './subsidies-api.ts';

const lunch = {
  name: 'Free lunch',
  localization: { fr: { name: 'Dîner gratuit' } },
  type: 'fixed_item_price',
  amount: 0,
  max_meals_per_day: 1,
};

/** `/api/subsidies`: the Subsidies screen's list, create, edit and delete. */
describe('subsidies', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let api: ReturnType<typeof subsidiesApi>;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { k12: true, subsidies: true });
    api = subsidiesApi(t, bed);
  });
  afterAll(() => t.close());

  it('refuses leads and below, and locations without the subsidies flag', async () => {
    for (const role of ['lead', 'member', 'staff']) {
      const res = await api.call('POST', '', { role, payload: lunch });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden_role' });
      expect((await api.call('GET', '', { role })).statusCode).toBe(403);
    }
    const plain = await createOrderingTestbed(t, { k12: true });
    const res = await subsidiesApi(t, plain).call('GET', '');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'feature_disabled' });
    expect(await api.list()).toEqual([]);
  });

  it('creates, edits and deletes a subsidy of each type, each with its change-history row', async () => {
    const created = await api.call('POST', '', { payload: lunch });
    expect(created.statusCode, created.body).toBe(201);
    const subsidy = created.json<Subsidy>();
    expect(subsidy).toMatchObject({
      ...lunch,
      amount_type: 'dollar',
      codes: { total: 0, active: 0 },
    });

    const edited = await api.call('PUT', `/${subsidy.id}`, {
      payload: { name: 'Half off', type: 'discount', amount: 50, amount_type: 'percentage' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const pwyc = await api.create({
      name: 'Pay what you can',
      type: 'pay_what_you_can',
      amount: 4,
    });
    // Pay what you can has no amount: the family chooses from 0 up to the bill.
    expect(pwyc).toMatchObject({ amount: null, max_meals_per_day: null });
    expect(await api.list()).toEqual([
      {
        ...subsidy,
        name: 'Half off',
        localization: { fr: { name: null } },
        type: 'discount',
        amount: 50,
        amount_type: 'percentage',
        max_meals_per_day: null,
      },
      pwyc,
    ]);

    expect((await api.call('DELETE', `/${subsidy.id}`)).statusCode).toBe(204);
    expect((await api.list()).map((s) => s.id)).toEqual([pwyc.id]);
    const history = (await api.history(bed.locationId)).filter((e) => e.entity_id === subsidy.id);
    expect(history.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(history[1]).toMatchObject({
      before: { name: 'Free lunch', type: 'fixed_item_price' },
      after: { name: 'Half off', type: 'discount' },
    });
  });

  it('refuses bad input with localised field messages and changes nothing', async () => {
    const before = await api.list();
    const entries = (await api.history(bed.locationId)).length;
    const cases: [object, Record<string, string>][] = [
      [{ ...lunch, name: ' ' }, { name: 'Ce champ est requis.' }],
      [{ ...lunch, type: 'discount', amount: 0 }, { amount: 'Doit être supérieur à zéro.' }],
      [
        { ...lunch, type: 'discount', amount: 120, amount_type: 'percentage' },
        { amount: 'doit être 100 ou moins' },
      ],
      [{ ...lunch, type: 'fixed_item_price', amount: null }, { amount: 'Ce champ est requis.' }],
      [{ ...lunch, amount: 1.005 }, { amount: 'Doit avoir au plus 2 décimales.' }],
      [{ ...lunch, max_meals_per_day: 0 }, { max_meals_per_day: 'doit être 1 ou plus' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await api.call('POST', '', { payload, locale: 'fr-CA' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields });
    }
    const typeless = await api.call('POST', '', { payload: { ...lunch, type: 'free' } });
    expect(typeless.statusCode).toBe(400);
    expect(Object.keys(typeless.json<{ fields: object }>().fields)).toEqual(['type']);
    expect(await api.list()).toEqual(before);
    expect((await api.history(bed.locationId)).length).toBe(entries);
  });

  it("answers 404 for another location's subsidy and leaves it alone", async () => {
    const { subsidy: theirs } = await createSubsidyFixture(t, bed.otherLocationId, {
      code: 'THEIRS-1',
      type: 'discount',
      amount: 3,
      name: 'Theirs',
    });
    const payload = { ...lunch, name: 'Mine' };
    expect((await api.call('PUT', `/${theirs.id}`, { payload })).statusCode).toBe(404);
    const deleted = await api.call('DELETE', `/${theirs.id}`, { payload: { force_publish: true } });
    expect(deleted.statusCode).toBe(404);
    expect((await api.generate(theirs.id, 5)).statusCode).toBe(404);
    expect((await api.call('GET', `/${theirs.id}/codes`)).statusCode).toBe(404);
    expect((await api.call('GET', `/${theirs.id}/codes.csv`)).statusCode).toBe(404);
    expect(await api.list()).not.toContainEqual(expect.objectContaining({ id: theirs.id }));
    expect(await api.list(bed.otherLocationId)).toEqual([
      expect.objectContaining({ id: theirs.id, name: 'Theirs', codes: { total: 1, active: 1 } }),
    ]);
  });

  it('deletes a subsidy with active codes only when forced, its codes with it', async () => {
    const subsidy = await api.create({ ...lunch, name: 'Forced' });
    expect((await api.generate(subsidy.id, 3)).statusCode).toBe(201);
    const refused = await api.call('DELETE', `/${subsidy.id}`, { locale: 'fr-CA' });
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json<{ code: string; active_codes: number; message: string }>();
    expect(body).toMatchObject({ code: 'subsidy_in_use', active_codes: 3 });
    expect(body.message).toContain('3 codes actifs');
    const notForced = await api.call('DELETE', `/${subsidy.id}`, {
      payload: { force_publish: false },
    });
    expect(notForced.statusCode).toBe(409);
    expect(await api.list()).toContainEqual(expect.objectContaining({ id: subsidy.id }));

    const forced = await api.call('DELETE', `/${subsidy.id}`, { payload: { force_publish: true } });
    expect(forced.statusCode).toBe(204);
    expect(await api.list()).not.toContainEqual(expect.objectContaining({ id: subsidy.id }));
    expect((await api.call('GET', `/${subsidy.id}/codes`)).statusCode).toBe(404);
  });

  it('declares every call in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const methods = (path: string) => Object.keys(docs.paths[path] ?? {}).sort();
    expect(methods('/api/subsidies')).toEqual(['get', 'post']);
    expect(docs.paths['/api/subsidies']).toHaveProperty('post.tags', ['subsidies']);
    expect(methods('/api/subsidies/{id}')).toEqual(['delete', 'put']);
    expect(methods('/api/subsidies/{id}/codes')).toEqual(['get']);
    expect(methods('/api/subsidies/{id}/codes.csv')).toEqual(['get']);
    expect(methods('/api/subsidies/{id}/codes/generate')).toEqual(['post']);
    expect(methods('/api/subsidies/{id}/codes/{codeId}')).toEqual(['delete', 'put']);
  });

  it('deletes a subsidy whose codes are all inactive without force', async () => {
    const subsidy = await api.create({ ...lunch, name: 'Quiet' });
    const [code] = (await api.generate(subsidy.id, 1)).json<{ codes: { id: number }[] }>().codes;
    await api.call('PUT', `/${subsidy.id}/codes/${code!.id}`, {
      payload: { status: 'inactive' },
    });
    expect((await api.call('DELETE', `/${subsidy.id}`)).statusCode).toBe(204);
  });
});

import type { OptionGroup } from '@app/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  changesOf,
  createItemFixture,
  createMenuFixture,
  createTestbed,
  type ApiCaller,
  type Testbed,
} from '../helpers/catalogue-fixtures.ts';

describe('modifier groups: /api/options', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    manager = await bed.as('manager');
  });
  afterAll(() => t.close());

  async function list(type?: string): Promise<OptionGroup[]> {
    const res = await manager('GET', `/api/options${type ? `?type=${type}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OptionGroup[]>();
  }

  async function create(payload: object, locale?: 'en-CA' | 'fr-CA') {
    const res = await manager('POST', '/api/options', payload, locale);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<OptionGroup>();
  }

  it('lists the location’s groups with their options in order and how many items offer them', async () => {
    const sauces = await create({
      name: 'Dipping sauces',
      allow_multiple_selection: true,
      limit: 2,
      localization: { fr: { name: 'Sauces à tremper' } },
      values: [
        { name: 'Barbecue', price: 0.5 },
        { name: 'Hot Mustard', price: '0.5' },
        { name: 'Honey', price: 0.45 },
      ],
    });
    const combo = await create({ name: 'Make it a combo', values: [{ name: 'Fries' }] });
    const toppings = await create({ name: 'Extra toppings' });
    const menu = await createMenuFixture(t, bed.locationId, {
      name: 'Menu',
      allow_sections: false,
    });
    for (const [group, count] of [
      [sauces, 2],
      [toppings, 3],
    ] as const) {
      for (let n = 0; n < count; n += 1) {
        const item = await createItemFixture(t, bed.locationId, {
          name: `Item ${n}`,
          menu_id: menu.id,
        });
        const link = await manager(
          'POST',
          `/api/menus/${menu.id}/items/${item.id}/options/${group.id}`,
        );
        expect(link.statusCode).toBe(201);
      }
    }

    const groups = await list();
    expect(groups.map((group) => group.id)).toEqual([sauces.id, combo.id, toppings.id]);
    expect(groups[0]).toMatchObject({
      name: 'Dipping sauces',
      type: 'addons',
      allow_multiple_selection: true,
      limit: 2,
      localization: { fr: { name: 'Sauces à tremper' } },
      item_count: 2,
    });
    expect(groups[0]!.values.map((value) => [value.name, value.price, value.order])).toEqual([
      ['Barbecue', 0.5, 0],
      ['Hot Mustard', 0.5, 1],
      ['Honey', 0.45, 2],
    ]);
    expect(groups.map((group) => group.item_count)).toEqual([2, 0, 3]);
  });

  it('creates a group with the defaults (add-ons, one of each option), last in the list', async () => {
    const before = (await changesOf(t, bed.locationId, 'option_group')).length;
    const group = await create({
      name: '  Choose a bread ',
      description: '<p>Fresh <script>alert(1)</script><b>daily</b></p>',
      values: [{ name: 'White' }, { name: 'Whole wheat', price: '0,50' }],
    });
    expect(group).toMatchObject({
      name: 'Choose a bread',
      type: 'addons',
      allow_multiple_selection: false,
      required: false,
      limit: null,
      description: '<p>Fresh <b>daily</b></p>',
      item_count: 0,
    });
    expect(group.values).toMatchObject([
      { name: 'White', max_quantity: 1, price: 0, default_selection: false, order: 0 },
      { name: 'Whole wheat', max_quantity: 1, price: 0.5, order: 1 },
    ]);
    const addons = await list('addons');
    expect(addons.at(-1)!.id).toBe(group.id);
    const history = await changesOf(t, bed.locationId, 'option_group');
    expect(history.length).toBe(before + 1);
    expect(history[0]).toMatchObject({
      entity_id: group.id,
      action: 'create',
      user_email: (await bed.user('manager')).email,
      after: { name: 'Choose a bread' },
    });
  });

  it('fits options to the selection maximum before storing them, visibly in the answer', async () => {
    const multiple = await create({
      name: 'Pick two sides',
      allow_multiple_selection: true,
      limit: 2,
      values: [
        { name: 'Fries', max_quantity: 5, default_selection: true },
        { name: 'Salad', default_selection: true },
        { name: 'Soup', default_selection: true, max_quantity: 0 },
      ],
    });
    expect(
      multiple.values.map((v) => [v.name, v.max_quantity, v.default_selection, v.quantity]),
    ).toEqual([
      ['Fries', 2, true, 1],
      ['Salad', 1, true, 1],
      ['Soup', 1, false, null],
    ]);

    const single = await create({
      name: 'Pick a drink',
      values: [
        { name: 'Cola', default_selection: true, max_quantity: 3 },
        { name: 'Water', default_selection: true },
      ],
    });
    expect(single.values.map((v) => [v.name, v.max_quantity, v.default_selection])).toEqual([
      ['Cola', 1, true],
      ['Water', 1, false],
    ]);
  });

  it('lists pricing groups first, and filters by type', async () => {
    const pricing = await create({ name: 'Size', type: 'pricing', values: [{ name: 'Large' }] });
    const all = await list();
    expect(all[0]!.id).toBe(pricing.id);
    expect(all.slice(1).every((group) => group.type === 'addons')).toBe(true);
    expect((await list('pricing')).map((group) => group.id)).toEqual([pricing.id]);
    expect((await list('addons')).some((group) => group.type === 'pricing')).toBe(false);
    const wrongType = await manager('GET', '/api/options?type=combo');
    expect(wrongType.statusCode).toBe(400);
  });

  it('refuses a group without a name, in English and in French, and stores nothing', async () => {
    const before = (await list()).length;
    const en = await manager('POST', '/api/options', { name: ' ', values: [{ price: 2 }] });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'This field is required.', 'values.0.name': 'This field is required.' },
    });
    const fr = await manager('POST', '/api/options', { values: [] }, 'fr-CA');
    expect(fr.json()).toMatchObject({
      message: 'Certains champs ne sont pas valides.',
      fields: { name: 'Ce champ est requis.' },
    });
    const badPrice = await manager('POST', '/api/options', {
      name: 'Extras',
      values: [{ name: 'Cheese', price: 'abc' }],
    });
    expect(badPrice.statusCode).toBe(400);
    expect(Object.keys(badPrice.json<{ fields: object }>().fields)).toEqual(['values.0.price']);
    expect((await list()).length).toBe(before);
  });

  it('updates a group: values with an id change, new ones are added, missing ones deleted', async () => {
    const group = await create({
      name: 'Sauces',
      values: [{ name: 'Ketchup' }, { name: 'Mustard' }, { name: 'Relish' }],
    });
    const [ketchup, , relish] = group.values;
    const res = await manager('PUT', `/api/options/${group.id}`, {
      name: 'Condiments',
      force_publish: true,
      allow_multiple_selection: true,
      limit: 3,
      values: [
        { id: relish!.id, name: 'Sweet relish', price: 0.25 },
        { name: 'Mayonnaise', max_quantity: 9 },
        { id: ketchup!.id, name: 'Ketchup' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<OptionGroup>();
    expect(updated).toMatchObject({ name: 'Condiments', limit: 3, allow_multiple_selection: true });
    expect(updated.values.map((v) => [v.id, v.name, v.order, v.price, v.max_quantity])).toEqual([
      [relish!.id, 'Sweet relish', 0, 0.25, 1],
      [expect.any(Number), 'Mayonnaise', 1, 0, 3],
      [ketchup!.id, 'Ketchup', 2, 0, 1],
    ]);
    const [entry] = await changesOf(t, bed.locationId, 'option_group');
    expect(entry).toMatchObject({ action: 'update', entity_id: group.id });
    expect((entry!.before as OptionGroup).values).toHaveLength(3);
    expect((entry!.after as OptionGroup).name).toBe('Condiments');

    // Lowering the maximum refits the stored options even when no values are sent.
    const lowered = await manager('PUT', `/api/options/${group.id}`, { limit: 2 });
    expect(lowered.json<OptionGroup>().values.map((v) => v.max_quantity)).toEqual([1, 2, 1]);
  });

  it('refuses an option id of another group with 404 and changes nothing', async () => {
    const sauces = (await list()).find((g) => g.name === 'Dipping sauces');
    const group = await create({ name: 'Toppings', values: [{ name: 'Onions' }] });
    const res = await manager('PUT', `/api/options/${group.id}`, {
      name: 'Renamed',
      values: [{ id: sauces!.values[0]!.id, name: 'Stolen' }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: 'Not found.' });
    const after = (await list()).find((g) => g.id === group.id)!;
    expect(after.name).toBe('Toppings');
    expect(after.values.map((v) => v.name)).toEqual(['Onions']);
    const saucesAfter = (await list()).find((g) => g.id === sauces!.id);
    expect(saucesAfter!.values[0]!.name).toBe(sauces!.values[0]!.name);

    const twice = await manager('PUT', `/api/options/${group.id}`, {
      values: [
        { id: after.values[0]!.id, name: 'A' },
        { id: after.values[0]!.id, name: 'B' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'duplicate_option_value' });
  });

  it('deletes a group with its options and its links to items', async () => {
    const sauces = (await list()).find((group) => group.name === 'Dipping sauces')!;
    const linkCount = async () => {
      const links = await t.database.db.execute(
        sql`select count(*)::int as n from item_option_groups where option_group_id = ${sauces.id}`,
      );
      return (links as { rows: { n: number }[] }).rows[0]!.n;
    };
    expect(await linkCount()).toBe(2);
    const res = await manager('DELETE', `/api/options/${sauces.id}`);
    expect(res.statusCode).toBe(204);
    expect((await list()).some((group) => group.id === sauces.id)).toBe(false);
    expect(await linkCount()).toBe(0);
    expect((await changesOf(t, bed.locationId, 'option_group'))[0]).toMatchObject({
      action: 'delete',
      entity_id: sauces.id,
      after: null,
      before: { name: 'Dipping sauces', item_count: 2 },
    });
    expect((await manager('DELETE', `/api/options/${sauces.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another location’s group and leaves it alone', async () => {
    const other = await bed.as('manager', bed.otherLocationId);
    const created = await other('POST', '/api/options', {
      name: 'Theirs',
      values: [{ name: 'A' }],
    });
    expect(created.statusCode).toBe(201);
    const [theirs] = (await other('GET', '/api/options')).json<OptionGroup[]>();
    for (const [method, url, payload] of [
      ['PUT', `/api/options/${theirs!.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/options/${theirs!.id}`, undefined],
      ['POST', `/api/options/${theirs!.id}/duplicate`, undefined],
      ['POST', `/api/options/${theirs!.id}/values/bulk`, [{ name: 'Extra' }]],
      ['PUT', `/api/options/${theirs!.id}/values/${theirs!.values[0]!.id}`, { name: 'X' }],
      ['DELETE', `/api/options/${theirs!.id}/values/${theirs!.values[0]!.id}`, undefined],
    ] as const) {
      const res = await manager(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const again = (await other('GET', '/api/options')).json<OptionGroup[]>()[0]!;
    expect(again).toEqual(theirs);
  });
});

import type { OptionGroup, OptionValue } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  changesOf,
  createTestbed,
  type ApiCaller,
  type Testbed,
} from '../helpers/catalogue-fixtures.ts';

describe('options of a modifier group: /api/options/{id}/values', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    manager = await bed.as('manager');
  });
  afterAll(() => t.close());

  async function create(payload: object): Promise<OptionGroup> {
    const res = await manager('POST', '/api/options', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<OptionGroup>();
  }

  async function groupById(id: number): Promise<OptionGroup | undefined> {
    return (await manager('GET', '/api/options')).json<OptionGroup[]>().find((g) => g.id === id);
  }

  it('adds and updates several options at once; others stay, new ones go last', async () => {
    const group = await create({
      name: 'Cheeses',
      allow_multiple_selection: true,
      limit: 3,
      values: [{ name: 'Cheddar' }, { name: 'Swiss' }, { name: 'Brie' }],
    });
    const [cheddar, swiss] = group.values;
    const res = await manager('POST', `/api/options/${group.id}/values/bulk`, [
      { id: swiss!.id, name: 'Emmental', price: 1.25, max_quantity: 10 },
      { name: 'Gouda', sku: 'GOU-1', localization: { fr: { name: 'Gouda' } } },
      { name: 'Feta', default_selection: true, quantity: 2 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<OptionGroup>();
    expect(saved.values.map((v) => [v.name, v.order, v.price, v.max_quantity])).toEqual([
      ['Cheddar', 0, 0, 1],
      ['Emmental', 1, 1.25, 3],
      ['Brie', 2, 0, 1],
      ['Gouda', 3, 0, 1],
      ['Feta', 4, 0, 1],
    ]);
    expect(saved.values[0]!.id).toBe(cheddar!.id);
    expect(saved.values[3]).toMatchObject({
      sku: 'GOU-1',
      localization: { fr: { name: 'Gouda' } },
    });
    expect(saved.values[4]).toMatchObject({ default_selection: true, quantity: 1 });
    expect((await changesOf(t, bed.locationId, 'option_value'))[0]).toMatchObject({
      action: 'bulk_save',
      user_email: (await bed.user('manager')).email,
    });
  });

  it('refuses a bulk save naming an option of another group, and keeps the group as it was', async () => {
    const first = await create({ name: 'First', values: [{ name: 'One' }] });
    const second = await create({ name: 'Second', values: [{ name: 'Two' }] });
    const res = await manager('POST', `/api/options/${second.id}/values/bulk`, [
      { name: 'New' },
      { id: first.values[0]!.id, name: 'Taken' },
    ]);
    expect(res.statusCode).toBe(404);
    expect((await groupById(second.id))!.values.map((v) => v.name)).toEqual(['Two']);
    expect((await groupById(first.id))!.values.map((v) => v.name)).toEqual(['One']);
    const empty = await manager('POST', `/api/options/${second.id}/values/bulk`, []);
    expect(empty.statusCode).toBe(400);
  });

  it('updates one option, fitted to the group maximum', async () => {
    const group = await create({
      name: 'Pick one',
      values: [{ name: 'Rice', default_selection: true }, { name: 'Noodles' }],
    });
    const noodles = group.values[1]!;
    const res = await manager('PUT', `/api/options/${group.id}/values/${noodles.id}`, {
      name: 'Egg noodles',
      price: 1,
      max_quantity: 4,
      default_selection: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    // A single-choice group keeps one default (the first) and one of each option.
    expect(res.json<OptionValue>()).toMatchObject({
      id: noodles.id,
      name: 'Egg noodles',
      price: 1,
      max_quantity: 1,
      default_selection: false,
    });
    const [entry] = await changesOf(t, bed.locationId, 'option_value');
    expect(entry).toMatchObject({ action: 'update', entity_id: noodles.id });
    expect(entry!.before).toMatchObject({ name: 'Noodles' });

    const fr = await manager(
      'PUT',
      `/api/options/${group.id}/values/${noodles.id}`,
      { name: '' },
      'fr-CA',
    );
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({ fields: { name: 'Ce champ est requis.' } });
  });

  it('deletes one option of the group, and refuses an option of another group', async () => {
    const group = await create({
      name: 'Breads',
      values: [{ name: 'Rye' }, { name: 'Sourdough' }],
    });
    const other = await create({ name: 'Other', values: [{ name: 'Keep me' }] });
    const wrong = await manager('DELETE', `/api/options/${group.id}/values/${other.values[0]!.id}`);
    expect(wrong.statusCode).toBe(404);
    const wrongPut = await manager(
      'PUT',
      `/api/options/${group.id}/values/${other.values[0]!.id}`,
      {
        name: 'Moved',
      },
    );
    expect(wrongPut.statusCode).toBe(404);
    expect((await groupById(other.id))!.values.map((v) => v.name)).toEqual(['Keep me']);

    const res = await manager('DELETE', `/api/options/${group.id}/values/${group.values[0]!.id}`);
    expect(res.statusCode).toBe(204);
    expect((await groupById(group.id))!.values.map((v) => v.name)).toEqual(['Sourdough']);
    expect((await changesOf(t, bed.locationId, 'option_value'))[0]).toMatchObject({
      action: 'delete',
      entity_id: group.values[0]!.id,
      before: { name: 'Rye' },
    });
  });

  it('lets an option open another group of the location, never its own or another location’s', async () => {
    const sides = await create({ name: 'Sides', values: [{ name: 'Fries' }] });
    const combo = await create({ name: 'Combo', values: [{ name: 'Meal' }] });
    const ok = await manager('POST', `/api/options/${combo.id}/values/bulk`, [
      { id: combo.values[0]!.id, name: 'Meal', sub_group_id: sides.id },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<OptionGroup>().values[0]!.sub_group_id).toBe(sides.id);

    const own = await manager('PUT', `/api/options/${combo.id}/values/${combo.values[0]!.id}`, {
      sub_group_id: combo.id,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      code: 'invalid_sub_group',
      message: 'An option can only open another modifier group of this location.',
    });

    const other = await bed.as('manager', bed.otherLocationId);
    const theirs = (await other('POST', '/api/options', { name: 'Theirs' })).json<OptionGroup>();
    const foreign = await manager(
      'POST',
      '/api/options',
      { name: 'Sneaky', values: [{ name: 'Open theirs', sub_group_id: theirs.id }] },
      'fr-CA',
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      code: 'invalid_sub_group',
      message: 'Une option ne peut ouvrir qu’un autre groupe de suppléments de cet établissement.',
    });
    const names = (await manager('GET', '/api/options')).json<OptionGroup[]>().map((g) => g.name);
    expect(names).not.toContain('Sneaky');

    // Deleting the opened group leaves the option opening nothing.
    expect((await manager('DELETE', `/api/options/${sides.id}`)).statusCode).toBe(204);
    expect((await groupById(combo.id))!.values[0]!.sub_group_id).toBeNull();
  });
});

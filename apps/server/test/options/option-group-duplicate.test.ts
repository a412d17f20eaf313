import type { OptionGroup } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  changesOf,
  createTestbed,
  type ApiCaller,
  type Testbed,
} from '../helpers/catalogue-fixtures.ts';

describe('POST /api/options/{id}/duplicate', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    manager = await bed.as('manager');
    expect((await manager('POST', '/api/options', { name: 'Before' })).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  async function create(payload: object) {
    const res = await manager('POST', '/api/options', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<OptionGroup>();
  }

  async function list(type?: string): Promise<OptionGroup[]> {
    const res = await manager('GET', `/api/options${type ? `?type=${type}` : ''}`);
    return res.json<OptionGroup[]>();
  }

  it('duplicates a group after the original, named by the caller’s language', async () => {
    const original = await create({
      name: 'Dressings',
      allow_multiple_selection: true,
      limit: 2,
      localization: { fr: { name: 'Vinaigrettes' } },
      values: [{ name: 'Ranch', price: 0.3 }, { name: 'Caesar' }],
    });
    const next = await create({ name: 'After dressings' });
    const en = await manager('POST', `/api/options/${original.id}/duplicate`);
    expect(en.statusCode, en.body).toBe(201);
    const copy = en.json<OptionGroup>();
    expect(copy).toMatchObject({
      name: 'Dressings Copy',
      allow_multiple_selection: true,
      limit: 2,
      localization: { fr: { name: 'Vinaigrettes Copie' } },
      item_count: 0,
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy.values.map((v) => [v.name, v.price, v.order])).toEqual([
      ['Ranch', 0.3, 0],
      ['Caesar', 0, 1],
    ]);
    expect(copy.values.map((v) => v.id)).not.toContain(original.values[0]!.id);

    const fr = await manager('POST', `/api/options/${original.id}/duplicate`, undefined, 'fr-CA');
    expect(fr.json<OptionGroup>().name).toBe('Dressings Copie');

    const order = (await list('addons')).map((group) => group.id);
    const at = order.indexOf(original.id);
    expect(order.slice(at, at + 4)).toEqual([
      original.id,
      fr.json<OptionGroup>().id,
      copy.id,
      next.id,
    ]);
    expect((await changesOf(t, bed.locationId, 'option_group'))[0]).toMatchObject({
      action: 'duplicate',
      before: { source_id: original.id },
    });
  });

  it('answers 404 for an unknown group', async () => {
    const res = await manager('POST', '/api/options/999999/duplicate', undefined, 'fr-CA');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: 'Introuvable.' });
  });
});

import type { Item, Menu, Section } from '@app/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nastyJson, nastyNumber, nastyString as nastyStringOf } from '../helpers/fuzz-values.ts';
import type { SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { emptyLocation, menuWithOneItem } from '../helpers/menu-api.ts';

/**
 * Property: whatever JSON a caller sends to the catalogue's write routes, the answer is
 * never a 5xx (bad input is a 4xx; anything the server accepts it can store). Field names of the
 * real bodies are mixed in so that values of every kind reach the real fields, including text
 * with U+0000, ids beyond int4 and deep nesting.
 */
describe('random JSON on catalogue routes', () => {
  let t: TestApp;
  let user: SignedIn;
  let menu: Menu;
  let section: Section;
  let item: Item;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ user } = await emptyLocation(t));
    ({ menu, section, item } = await menuWithOneItem(t, user));
  });
  afterAll(() => t.close());

  const keys = [
    'name',
    'description',
    'slug',
    'type',
    'price',
    'base_price',
    'calories',
    'localization',
    'menu_group_id',
    'options',
    'promos',
    'ingredients',
    'price_options',
    'additional_prices',
    'price_schedule',
    'availability',
    'menuIds',
    'ids',
    'id',
    'menu_id',
    'section_id',
    'position',
    'day_of_week',
    'start_time',
    'end_time',
    'published',
    'max_orders_per_interval',
    'fr',
    'en',
  ];
  const nastyString = nastyStringOf(['24:00', '23:59', '99:99', 'item', 'section', 'menu']);
  const value = nastyJson(keys, nastyString);
  // Mostly bodies of a few real fields holding one odd value each: they get past the schema's
  // other checks and reach the database, where unstorable values used to fail.
  const leaf = fc.oneof(nastyString, nastyNumber, fc.array(nastyNumber, { maxLength: 3 }), value);
  const stored = ['name', 'description', 'slug', 'type', 'promos', 'localization', 'options'];
  const storedLeaf = fc.oneof(
    nastyString,
    fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 2 }),
    fc.dictionary(nastyString, fc.dictionary(fc.constantFrom('name', 'x'), nastyString)),
  );
  const body = fc.oneof(
    { arbitrary: fc.dictionary(fc.constantFrom(...stored), storedLeaf, { maxKeys: 2 }), weight: 3 },
    { arbitrary: fc.dictionary(fc.constantFrom(...keys), leaf, { maxKeys: 3 }), weight: 3 },
    { arbitrary: value, weight: 1 },
  );

  it('never answers 5xx', async () => {
    const itemUrl = `/api/menus/${menu.id}/sections/${section.id}/items/${item.id}`;
    const routes: [string, string][] = [
      ['POST', '/api/menus'],
      ['PUT', `/api/menus/${menu.id}`],
      ['POST', `/api/menus/${menu.id}/availability`],
      ['POST', `/api/menus/${menu.id}/availability/copy`],
      ['POST', `/api/menus/${menu.id}/sections`],
      ['PUT', `/api/menus/${menu.id}/sections/${section.id}`],
      ['POST', `/api/menus/${menu.id}/sections/${section.id}/items`],
      ['PUT', itemUrl],
      ['POST', '/api/menus/move'],
      ['POST', '/api/menus/reorder'],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async ([method, url], payload) => {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { ...user.headers(), 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(
          res.statusCode,
          `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`,
        ).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
  }, 120_000);
});

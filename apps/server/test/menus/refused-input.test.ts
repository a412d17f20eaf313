import type { DeepMenu, Item, Menu, Section } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, emptyLocation, menuWithOneItem, type Locale } from '../helpers/menu-api.ts';

/**
 * What is wrong is refused with a localised 400 naming the field, never changed into something
 * else and saved (docs/decisions/shared-rules.md): numbers beyond their int4 column, control
 * characters and bidirectional overrides in names, names over their length, negative prices,
 * nutrition sheets not on https.
 */
describe('catalogue input refused instead of changed', () => {
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

  const menuUrl = () => `/api/menus/${menu.id}`;
  const sectionUrl = () => `${menuUrl()}/sections/${section.id}`;
  const itemUrl = () => `${sectionUrl()}/items/${item.id}`;
  const deep = async () =>
    (await call(t, user, 'GET', `/api/menus/deep-get-menu/${menu.id}`)).json<DeepMenu>();

  async function refused(
    method: string,
    url: string,
    body: unknown,
    field: string,
    locale: Locale = 'en-CA',
  ): Promise<string> {
    const res = await call(t, user, method, url, { body, locale });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
    const answer = res.json<{ code: string; fields: Record<string, string> }>();
    expect(answer.code).toBe('validation_failed');
    expect(answer.fields, JSON.stringify(answer.fields)).toHaveProperty([field]);
    return answer.fields[field]!;
  }

  it('refuses a number beyond its int4 column instead of clamping it', async () => {
    const before = await deep();
    for (const value of [2 ** 63, 2_147_483_648, '9223372036854775808']) {
      const body = { max_orders_per_interval: value };
      expect(await refused('PUT', menuUrl(), body, 'max_orders_per_interval')).toBe(
        'must be 2147483647 or lower',
      );
    }
    const fr = await refused('PUT', itemUrl(), { calories: 1e15 }, 'calories', 'fr-CA');
    expect(fr).toBe('doit être 2147483647 ou moins');
    expect(await refused('PUT', menuUrl(), { required_notice: -5 }, 'required_notice')).toBe(
      'must be 0 or higher',
    );
    expect(await deep()).toEqual(before);
    const largest = await call(t, user, 'PUT', menuUrl(), {
      body: { max_orders_per_interval: 2_147_483_647 },
    });
    expect(largest.json()).toMatchObject({ max_orders_per_interval: 2_147_483_647 });
  });

  it('refuses control characters and bidirectional overrides in names, in both languages', async () => {
    const before = await deep();
    const cases: [string, string, unknown, string][] = [
      ['PUT', menuUrl(), { name: 'Brunch\u202Etxt.exe' }, 'name'],
      ['POST', `${menuUrl()}/sections`, { name: 'Soups\u0007' }, 'name'],
      ['PUT', itemUrl(), { name: 'Line\nbreak' }, 'name'],
      ['PUT', itemUrl(), { name: 'C1\u0085' }, 'name'],
      [
        'PUT',
        menuUrl(),
        { localization: { fr: { name: 'Brunch\u2066' } } },
        'localization.fr.name',
      ],
      [
        'PUT',
        itemUrl(),
        { price_options: [{ name: 'L\u202D', price: 1 }] },
        'price_options.0.name',
      ],
      ['POST', '/api/options', { name: 'Sauces\u202B' }, 'name'],
      ['POST', '/api/menu-groups', { name: 'Group\u202A' }, 'name'],
    ];
    for (const [method, url, body, field] of cases) {
      const en = await refused(method, url, body, field);
      expect(en).toMatch(/^Remove the invisible control character \(U\+[0-9A-F]{4}\)/);
      const fr = await refused(method, url, body, field, 'fr-CA');
      expect(fr).toMatch(/^Retirez le caractère de contrôle invisible \(U\+[0-9A-F]{4}\)/);
    }
    expect(await deep()).toEqual(before);
  });

  it('keeps line breaks in descriptions', async () => {
    const res = await call(t, user, 'PUT', sectionUrl(), {
      body: { description: 'First line\nSecond line' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a 3,000-character menu name and keeps 200 characters', async () => {
    const before = await deep();
    const long = 'M'.repeat(3000);
    expect(await refused('PUT', menuUrl(), { name: long }, 'name')).toBe(
      'Must be 200 characters or fewer.',
    );
    expect(await refused('POST', '/api/menus', { name: long }, 'name', 'fr-CA')).toBe(
      'Doit contenir au plus 200 caractères.',
    );
    const secondary = { localization: { fr: { name: 'é'.repeat(201) } } };
    expect(await refused('PUT', itemUrl(), secondary, 'localization.fr.name')).toBe(
      'Must be 200 characters or fewer.',
    );
    expect(await deep()).toEqual(before);
    const fits = await call(t, user, 'PUT', menuUrl(), { body: { name: 'é'.repeat(200) } });
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('refuses a negative price on items, price options and option values', async () => {
    const before = await deep();
    const message = 'Price cannot be negative.';
    expect(await refused('PUT', itemUrl(), { price: '-4.5' }, 'price')).toBe(message);
    expect(await refused('PUT', itemUrl(), { base_price: -1 }, 'base_price')).toBe(message);
    const options = { price_options: [{ name: 'Large', price: -2 }] };
    expect(await refused('PUT', itemUrl(), options, 'price_options.0.price')).toBe(message);
    const group = { name: 'Sides', values: [{ name: 'Fries', price: '-1,50' }] };
    expect(await refused('POST', '/api/options', group, 'values.0.price', 'fr-CA')).toBe(
      'Le prix ne peut pas être négatif.',
    );
    expect(await deep()).toEqual(before);
  });

  it('rounds a price with more than two decimals to the cent, half up', async () => {
    const res = await call(t, user, 'PUT', itemUrl(), { body: { base_price: '12.505' } });
    expect(res.json()).toMatchObject({ base_price: 12.51 });
  });

  it('takes only an https nutrition sheet link', async () => {
    const before = await deep();
    const http = { nutritional_sheet_url: 'http://example.com/sheet.pdf' };
    expect(await refused('PUT', itemUrl(), http, 'nutritional_sheet_url')).toBe(
      'Must be a secure URL starting with https://.',
    );
    expect(await refused('PUT', itemUrl(), http, 'nutritional_sheet_url', 'fr-CA')).toBe(
      'Doit être une URL sécurisée commençant par https://.',
    );
    expect(await deep()).toEqual(before);
    const https = { nutritional_sheet_url: 'https://example.com/sheet.pdf' };
    const res = await call(t, user, 'PUT', itemUrl(), { body: https });
    expect(res.json()).toMatchObject(https);
  });
});

import type { Customer } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderingTestbed, type OrderingTestbed } from '../helpers/order-fixtures.ts';
import { multipartFile } from '../helpers/multipart.ts';
import {
  callApi,
  guestContact,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type Locale,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { creditCalls, type ErrorBody } from './credit-fixtures.ts';

/** `/api/customers`: the accounts credit is given to — found, imported, made by orders. */
describe('customer accounts', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { app8_credits: true });
  });
  afterAll(() => t.close());

  async function importCsv(
    text: string,
    options: { role?: string; locale?: Locale; tenant?: number } = {},
  ) {
    const { payload, contentType } = await multipartFile(
      new TextEncoder().encode(text),
      'families.csv',
      'text/csv',
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/customers/import',
      headers: {
        ...(await bed.headers(options.role ?? 'manager', options.tenant)),
        'accept-language': options.locale ?? 'en-CA',
        'content-type': contentType,
      },
      payload,
    });
  }

  async function search(text: string, role = 'manager', tenant?: number) {
    return callApi(
      t,
      await bed.headers(role, tenant),
      'GET',
      `/api/customers?search=${encodeURIComponent(text)}`,
    );
  }

  it('imports a CSV of emails and names, then finds them by email or name', async () => {
    const answer = await importCsv(
      'Email,Name\r\nmarie@school.test,Marie Curie\r\n\r\npierre@school.test,Pierre Curie\r\nMARIE@school.test,\r\n',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ lines: 3, created: 2, existing: 0 });
    const found = await search('curie');
    expect(found.json<Customer[]>()).toMatchObject([
      { email: 'marie@school.test', name: 'Marie Curie', source: 'import' },
      { email: 'pierre@school.test', name: 'Pierre Curie' },
    ]);
    // Again, with a French header and a semicolon: nothing new.
    const again = await importCsv('courriel;nom\nmarie@school.test;Marie\n');
    expect(again.json()).toEqual({ lines: 1, created: 0, existing: 1 });
    expect((await search('MARIE@')).json<Customer[]>()).toMatchObject([{ name: 'Marie Curie' }]);
  });

  it('refuses the whole file when a line is wrong, naming each line in the caller’s language', async () => {
    const text = 'email,name\nok@school.test,Fine\nnot-an-email,Bad\n,No email\n';
    const en = await importCsv(text);
    expect(en.statusCode).toBe(400);
    expect(en.json<ErrorBody>().messages).toEqual([
      "Line 3: This email isn't valid.",
      'Line 4: This field is required.',
    ]);
    const fr = await importCsv(text, { locale: 'fr-CA' });
    expect(fr.json<ErrorBody>().messages).toEqual([
      'Ligne 3 : Ce courriel n’est pas valide.',
      'Ligne 4 : Ce champ est requis.',
    ]);
    expect((await search('ok@school')).json()).toEqual([]);
    const noColumn = await importCsv('name\nSomeone\n');
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json()).toMatchObject({ code: 'csv_columns_missing' });
    const empty = await importCsv('\n\n');
    expect(empty.json()).toMatchObject({ code: 'csv_empty' });
  });

  it('reads a file without a header as email, name', async () => {
    const answer = await importCsv('lise@school.test,Lise Meitner\n');
    expect(answer.json()).toEqual({ lines: 1, created: 1, existing: 0 });
  });

  it('is for managers and above, at the active location only', async () => {
    for (const role of ['lead', 'staff']) {
      expect((await importCsv('email\nx@school.test\n', { role })).statusCode).toBe(403);
      expect((await search('x', role)).statusCode).toBe(403);
    }
    expect((await search('x@school')).json()).toEqual([]);
    await importCsv('email\nelsewhere@school.test\n', { tenant: bed.otherLocationId });
    expect((await search('elsewhere')).json()).toEqual([]);
    expect((await search('elsewhere', 'admin', bed.otherLocationId)).json()).toHaveLength(1);
  });

  it('gives every order’s contact an account, so credit can be given to it', async () => {
    const place = await orderingLocation(t, { flags: { app8_credits: true } });
    const manager = await place.headers('manager');
    const refused = await creditCalls(t, place).save({ email: guestContact.email, amount: 5 });
    expect(refused.json()).toMatchObject({ numeric_code: 833 });
    await submitOrder(
      t,
      manager,
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]),
    );
    const found = await callApi(t, manager, 'GET', '/api/customers?search=ada@');
    expect(found.json()).toMatchObject([
      { email: guestContact.email, name: guestContact.full_name, source: 'order' },
    ]);
    expect(
      (await creditCalls(t, place).save({ email: guestContact.email, amount: 5 })).statusCode,
    ).toBe(201);
  });
});

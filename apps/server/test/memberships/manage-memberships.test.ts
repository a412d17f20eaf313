import type { MembershipEntry, MembershipPage } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocationFixture } from '../helpers/fixtures.ts';
import {
  createMembershipFixture,
  createOrderingTestbed,
  postJson,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { membersApi } from './members-api.ts';

const gold = {
  identifier: 'GOLD-1',
  type: 'gold',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  promos: [{ name: 'Gold', value: '10', localization: { fr: { name: 'Or' } } }],
  expires_on: null,
};

/** `/api/memberships`: the Members screen's list, add, edit, expire and delete. */
describe('memberships API', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let api: ReturnType<typeof membersApi>;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { membership_program: true });
    api = membersApi(t, bed);
  });
  afterAll(() => t.close());

  it('refuses leads and members, a location without the programme and one outside the token', async () => {
    for (const role of ['lead', 'member']) {
      const res = await api.call('POST', '', { role, payload: gold });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden_role' });
    }
    const plain = await createOrderingTestbed(t);
    const off = await membersApi(t, plain).call('GET', '');
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'feature_disabled' });
    const elsewhere = await createLocationFixture(t.database.db, { membership_program: true });
    const foreign = await api.call('POST', '', { tenant: elsewhere.id, payload: gold });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'tenant_not_recognized' });
    const imported = await api.importCsv('identifier,type\nX-1,gold\n', { role: 'lead' });
    expect(imported.statusCode).toBe(403);
    expect(await api.stored()).toEqual([]);
  });

  it('adds a membership with its change-history row and its customer account', async () => {
    const res = await api.call('POST', '', { payload: { ...gold, email: ' Ada@Example.com ' } });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<MembershipEntry>();
    expect(created).toMatchObject({
      identifier: 'GOLD-1',
      type: 'gold',
      name: 'Ada Lovelace',
      email: 'Ada@Example.com',
      promos: gold.promos,
      expires_at: null,
      status: 'active',
    });
    const [entry] = await api.history();
    expect(entry).toMatchObject({ action: 'create', entity_id: created.id, before: null });
    expect(entry!.after).toMatchObject({ identifier: 'GOLD-1', email: 'Ada@Example.com' });
    const accounts = await api.customerAccounts();
    expect(accounts).toEqual([
      expect.objectContaining({
        email: 'Ada@Example.com',
        name: 'Ada Lovelace',
        source: 'membership',
      }),
    ]);
  });

  it('refuses an identifier in use in another letter case, a bad promotion value and a bad email, changing nothing', async () => {
    const before = await api.stored();
    const historyBefore = (await api.history()).length;
    const taken = await api.call('POST', '', {
      payload: { ...gold, identifier: ' gold-1 ' },
      locale: 'fr-CA',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 'validation_failed',
      fields: { identifier: 'Ce nom est déjà utilisé.' },
    });
    const badPromo = await api.call('POST', '', {
      payload: { ...gold, identifier: 'NEW-1', promos: [{ name: 'Half', value: 'half off' }] },
    });
    expect(badPromo.statusCode).toBe(400);
    expect(badPromo.json()).toMatchObject({
      fields: {
        'promos.0.value': 'Enter an amount ending in $ (such as 5$) or a percentage (such as 10).',
      },
    });
    const overHundred = await api.call('POST', '', {
      payload: { ...gold, identifier: 'NEW-1', promos: [{ name: 'All', value: '150' }] },
      locale: 'fr-CA',
    });
    expect(overHundred.json()).toMatchObject({
      fields: {
        'promos.0.value':
          'Entrez un montant terminé par $ (comme 5$) ou un pourcentage (comme 10).',
      },
    });
    const zero = await api.call('POST', '', {
      payload: { ...gold, identifier: 'NEW-1', promos: [{ name: 'None', value: '0$' }] },
    });
    expect(zero.json()).toMatchObject({
      fields: { 'promos.0.value': 'Must be higher than zero.' },
    });
    const badEmail = await api.call('POST', '', {
      payload: { ...gold, identifier: 'NEW-1', email: 'not-an-email', expires_on: '2026-02-30' },
    });
    expect(badEmail.json()).toMatchObject({
      fields: { email: "This email isn't valid.", expires_on: "This value isn't valid." },
    });
    const missing = await api.call('POST', '', { payload: { identifier: '  ' } });
    expect(missing.json()).toMatchObject({
      fields: { identifier: 'This field is required.', type: 'This field is required.' },
    });
    expect(await api.stored()).toEqual(before);
    expect((await api.history()).length).toBe(historyBefore);
  });

  it('lists by search, status, sort and page', async () => {
    await api.create({ identifier: 'BASIC-7', type: 'basic', name: 'Grace Hopper' });
    await api.create({
      identifier: 'OLD-3',
      type: 'basic',
      name: 'Alan Turing',
      email: 'alan@example.org',
      expires_on: '2020-01-01',
    });
    const page = async (query: string) => {
      const res = await api.call('GET', query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<MembershipPage>();
    };
    const identifiers = (result: MembershipPage) => result.items.map((item) => item.identifier);
    expect(identifiers(await page(''))).toEqual(['BASIC-7', 'GOLD-1', 'OLD-3']);
    expect(identifiers(await page('?search=hopper'))).toEqual(['BASIC-7']);
    expect(identifiers(await page('?search=EXAMPLE.ORG'))).toEqual(['OLD-3']);
    expect(identifiers(await page('?search=gold'))).toEqual(['GOLD-1']);
    expect(identifiers(await page('?search=%25'))).toEqual([]);
    const expired = await page('?status=expired');
    expect(expired.items).toEqual([
      expect.objectContaining({ identifier: 'OLD-3', status: 'expired', expires_on: '2020-01-01' }),
    ]);
    expect(identifiers(await page('?status=active&sort=name&order=desc'))).toEqual([
      'BASIC-7',
      'GOLD-1',
    ]);
    const second = await page('?page=2&page_size=2');
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(identifiers(second)).toEqual(['OLD-3']);
    const bad = await api.call('GET', '?status=gone&page_size=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('edits, expires from a day or now, and deletes, each with its change-history row', async () => {
    const member = await api.create({ identifier: 'EDIT-1', type: 'basic' });
    const edited = await api.call('PUT', `/${member.id}`, {
      payload: { ...gold, identifier: 'edit-1', name: 'Edited', email: 'edited@example.com' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ identifier: 'edit-1', name: 'Edited', type: 'gold' });

    const later = await api.call('POST', `/${member.id}/expire`, {
      payload: { expires_on: '2099-06-30' },
    });
    expect(later.json()).toMatchObject({ expires_on: '2099-06-30', status: 'active' });
    // 2099-06-30 starts at 04:00 UTC in Toronto (summer time).
    expect(later.json<MembershipEntry>().expires_at).toBe('2099-06-30T04:00:00.000Z');
    const past = await api.call('POST', `/${member.id}/expire`, {
      payload: { expires_on: '2020-01-01' },
      locale: 'fr-CA',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      fields: { expires_on: 'Choisissez une date qui n’est pas passée.' },
    });
    const now = await api.call('POST', `/${member.id}/expire`);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json()).toMatchObject({ status: 'expired' });

    const reactivated = await api.call('PUT', `/${member.id}`, {
      payload: { identifier: 'edit-1', type: 'gold', expires_on: null },
    });
    expect(reactivated.json()).toMatchObject({ status: 'active', expires_at: null });

    expect((await api.call('DELETE', `/${member.id}`)).statusCode).toBe(204);
    expect((await api.call('DELETE', `/${member.id}`)).statusCode).toBe(404);
    const actions = (await api.history()).slice(0, 5).map((entry) => entry.action);
    expect(actions).toEqual(['delete', 'update', 'expire', 'expire', 'update']);
  });

  it("answers 404 for another location's membership and leaves it alone", async () => {
    const theirs = await createMembershipFixture(t, bed.otherLocationId, {
      identifier: 'THEIRS-1',
      type: 'gold',
    });
    const payload = { identifier: 'MINE', type: 'gold' };
    expect((await api.call('PUT', `/${theirs.id}`, { payload })).statusCode).toBe(404);
    expect((await api.call('POST', `/${theirs.id}/expire`)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/${theirs.id}`)).statusCode).toBe(404);
    const [row] = await api.stored(bed.otherLocationId);
    expect(row).toMatchObject({ id: theirs.id, identifier: 'THEIRS-1', expires_at: null });
    // The same identifier may exist at another location.
    expect(
      (await api.call('POST', '', { payload: { ...payload, identifier: 'theirs-1' } })).statusCode,
    ).toBe(201);
  });

  it('the checkout finds a membership added here at once, and refuses it once expired', async () => {
    const member = await api.create({
      identifier: 'CHECKOUT-9',
      type: 'gold',
      promos: [{ name: 'Members', value: '5$' }],
    });
    const lookUp = async () =>
      postJson(t, await bed.headers('staff'), '/api/auth/get-user-membership-promo', {
        identifier: 'checkout-9',
      });
    const found = await lookUp();
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      id: member.id,
      identifier: 'CHECKOUT-9',
      promos: [{ name: 'Members', value: '5$' }],
    });
    await api.call('POST', `/${member.id}/expire`);
    const refused = await lookUp();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'membership_expired' });
  });
});

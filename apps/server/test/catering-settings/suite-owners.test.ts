import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuiteOwner } from '@app/domain';
import { demoLocationIds } from '../helpers/demo-locations.ts';
import { createOrderingTestbed, type OrderingTestbed } from '../helpers/order-fixtures.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookEventFixture, cateringSettingsApi, settingsFixture } from './catering-settings-api.ts';

const priya = {
  firstName: ' Priya ',
  lastName: 'Sharma-Côté',
  email: 'priya@northwind.example',
  company_name: 'Northwind Insurance',
  title: 'VP, Client Relations',
  phone_number: '416-555-0142',
};

/** `/api/catering/suite-owners`: the people who hold suites. */
describe('suite owners', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let api: ReturnType<typeof cateringSettingsApi>;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { suites_enabled: true, catering: true });
    api = cateringSettingsApi(t, bed);
  });
  afterAll(() => t.close());

  it('stores both names and the language, and answers them with the display name', async () => {
    const created = await api.call('POST', '/suite-owners', { payload: priya });
    expect(created.statusCode, created.body).toBe(201);
    const owner = created.json<SuiteOwner>();
    expect(owner).toEqual({
      ...priya,
      id: owner.id,
      firstName: 'Priya',
      name: 'Priya Sharma-Côté',
      locale: 'en-CA',
    });
    const edited = await api.call('PUT', `/suite-owners/${owner.id}`, {
      payload: {
        ...priya,
        firstName: 'Anne Marie',
        company_name: '',
        title: null,
        phone_number: '',
        locale: 'fr-CA',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const expected = {
      ...owner,
      firstName: 'Anne Marie',
      name: 'Anne Marie Sharma-Côté',
      company_name: null,
      title: null,
      phone_number: null,
      locale: 'fr-CA',
    };
    expect(edited.json()).toEqual(expected);
    expect(await api.list('/suite-owners')).toContainEqual(expected);
    const history = await api.history(bed.locationId, 'suite_owner');
    expect(history.map((e) => e.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({
      before: { firstName: 'Priya', name: 'Priya Sharma-Côté' },
      after: { firstName: 'Anne Marie', company_name: null, locale: 'fr-CA' },
    });
  });

  it('lists by last name, and splits a name stored alone at its first space', async () => {
    const demo = await signIn(t, 'manager@demo.test');
    const { stadium } = await demoLocationIds(t);
    const res = await t.app.inject({
      url: '/api/catering/suite-owners',
      headers: demo.headers(stadium),
    });
    expect(res.statusCode, res.body).toBe(200);
    const owners = res.json<SuiteOwner[]>();
    const names = owners.map((o) => [o.firstName, o.lastName, o.name]);
    // The demo loader writes the display name alone.
    expect(names).toEqual(
      expect.arrayContaining([
        ['Olivia', 'Chen', 'Olivia Chen'],
        ['Priya', 'Sharma', 'Priya Sharma'],
        ['Marc', 'Tremblay', 'Marc Tremblay'],
      ]),
    );
    const lastNames = owners.map((o) => o.lastName);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b, 'en-CA')));
  });

  it('refuses bad input with field messages in both languages, and changes nothing', async () => {
    const before = await api.list('/suite-owners');
    const cases: [object, Record<string, string>, Record<string, string>][] = [
      [
        { ...priya, firstName: ' ', lastName: '' },
        { firstName: 'This field is required.', lastName: 'This field is required.' },
        { firstName: 'Ce champ est requis.', lastName: 'Ce champ est requis.' },
      ],
      [
        { ...priya, email: 'priya@' },
        { email: "This email isn't valid." },
        { email: 'Ce courriel n’est pas valide.' },
      ],
      [
        { ...priya, phone_number: '4165550142' },
        { phone_number: 'Enter the phone number as 999-999-9999.' },
        { phone_number: 'Entrez le numéro de téléphone sous la forme 999-999-9999.' },
      ],
      [
        { ...priya, title: 'x'.repeat(121) },
        { title: 'Must be 120 characters or fewer.' },
        { title: 'Doit contenir au plus 120 caractères.' },
      ],
      [
        { ...priya, locale: 'fr-FR' },
        { locale: "This value isn't valid." },
        { locale: 'Cette valeur n’est pas valide.' },
      ],
    ];
    for (const [payload, english, french] of cases) {
      const en = await api.call('POST', '/suite-owners', { payload });
      expect(en.statusCode, JSON.stringify(payload)).toBe(400);
      expect(en.json()).toMatchObject({ code: 'validation_failed', fields: english });
      const fr = await api.call('POST', '/suite-owners', { payload, locale: 'fr-CA' });
      expect(fr.json()).toMatchObject({ code: 'validation_failed', fields: french });
    }
    expect(await api.list('/suite-owners')).toEqual(before);
  });

  it('refuses leads, locations without suites, and another location’s owner', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await api.call(method, '/suite-owners', { role: 'lead', payload: priya });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden_role' });
    }
    const plain = await createOrderingTestbed(t, { catering: true });
    const off = await cateringSettingsApi(t, plain).call('POST', '/suite-owners', {
      payload: priya,
    });
    expect(off.json()).toMatchObject({ code: 'feature_disabled' });
    const { owner } = await settingsFixture(t, bed.otherLocationId, 'elsewhere');
    const put = await api.call('PUT', `/suite-owners/${owner.id}`, { payload: priya });
    expect(put.statusCode).toBe(404);
    expect((await api.call('DELETE', `/suite-owners/${owner.id}`)).statusCode).toBe(404);
    expect(await api.list<SuiteOwner>('/suite-owners', bed.otherLocationId)).toContainEqual(
      expect.objectContaining({ id: owner.id, name: 'Owner elsewhere' }),
    );
  });

  it('refuses to delete an owner who holds event suites, naming them; deletes one who holds none', async () => {
    const { suite, owner } = await settingsFixture(t, bed.locationId, 'held');
    await bookEventFixture(t, bed.locationId, {
      title: 'Season finale',
      start_date: new Date(Date.UTC(2030, 5, 20, 23)),
      suite_id: suite.id,
      suite_owner_id: owner.id,
    });
    const res = await api.call('DELETE', `/suite-owners/${owner.id}`, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'suite_owner_in_use',
      message:
        'Owner held détient 1 loge d’événement : Suite held – Season finale (20/06/2030). Donnez un autre propriétaire à cette loge avant de supprimer ce propriétaire. Rien n’a été supprimé.',
    });
    expect(await api.list('/suite-owners')).toContainEqual(
      expect.objectContaining({ id: owner.id }),
    );

    const free = await api.create<SuiteOwner>('/suite-owners', { ...priya, email: 'free@x.test' });
    expect((await api.call('DELETE', `/suite-owners/${free.id}`)).statusCode).toBe(204);
    expect(await api.list('/suite-owners')).not.toContainEqual(
      expect.objectContaining({ id: free.id }),
    );
    expect((await api.history(bed.locationId, 'suite_owner'))[0]).toMatchObject({
      action: 'delete',
      entity_id: free.id,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderingTestbed, type OrderingTestbed } from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  bookEventFixture,
  cateringSettingsApi,
  eventSuiteRows,
  settingsFixture,
} from './catering-settings-api.ts';

type Named = { id: number; name: string };

const lists = [
  { path: '/suites', entity: 'suite', taken: 'suite_name_taken', inUse: 'suite_in_use' },
  {
    path: '/equipment',
    entity: 'equipment',
    taken: 'equipment_name_taken',
    inUse: 'equipment_in_use',
  },
] as const;

/** `/api/catering/suites` and `/api/catering/equipment`: the Event settings screen's lists. */
describe('suites and equipment', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let api: ReturnType<typeof cateringSettingsApi>;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { suites_enabled: true, catering: true });
    api = cateringSettingsApi(t, bed);
  });
  afterAll(() => t.close());

  it('refuses leads and below, and locations without suites', async () => {
    const mine = await api.create('/suites', { name: 'Suite 1' });
    for (const { path } of lists) {
      for (const role of ['lead', 'member']) {
        for (const [method, url] of [
          ['GET', path],
          ['POST', path],
          ['PUT', `${path}/${mine.id}`],
          ['DELETE', `${path}/${mine.id}`],
        ] as const) {
          const res = await api.call(method, url, { role, payload: { name: 'Suite 9' } });
          expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
          expect(res.json()).toMatchObject({ code: 'forbidden_role' });
        }
      }
      const plain = await createOrderingTestbed(t, { catering: true });
      const res = await cateringSettingsApi(t, plain).call('POST', path, {
        payload: { name: 'Suite 9' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'feature_disabled' });
    }
    expect(await api.list('/suites')).toEqual([mine]);
  });

  for (const { path, entity } of lists) {
    it(`${path}: creates, renames and deletes, in natural name order, each write in the history`, async () => {
      const ten = await api.create(path, { name: '  Row 10 ' });
      const two = await api.create(path, { name: 'Row 2' });
      expect(ten.name).toBe('Row 10');
      const renamed = await api.call('PUT', `${path}/${two.id}`, { payload: { name: 'row 2b' } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toEqual({ id: two.id, name: 'row 2b' });
      const names = (await api.list(path)).map((row) => row.name);
      expect(names.indexOf('row 2b')).toBeLessThan(names.indexOf('Row 10'));

      expect((await api.call('DELETE', `${path}/${ten.id}`)).statusCode).toBe(204);
      expect(await api.list(path)).not.toContainEqual(ten);
      const history = (await api.history(bed.locationId, entity)).filter((e) =>
        [ten.id, two.id].includes(e.entity_id!),
      );
      expect(history.map((e) => [e.action, e.entity_id])).toEqual([
        ['delete', ten.id],
        ['update', two.id],
        ['create', two.id],
        ['create', ten.id],
      ]);
      expect(history[1]).toMatchObject({ before: { name: 'Row 2' }, after: { name: 'row 2b' } });
    });
  }

  for (const { path, taken } of lists) {
    it(`${path}: a name once per location in any letter case (409, localised, on the field)`, async () => {
      const first = await api.create(path, { name: 'Founders Club' });
      const other = await api.create(path, { name: 'Loge B' });
      const before = await api.list(path);
      const english = await api.call('POST', path, { payload: { name: 'founders CLUB ' } });
      expect(english.statusCode).toBe(409);
      const body = english.json<{ code: string; message: string; fields: object }>();
      expect(body.code).toBe(taken);
      expect(body.message).toContain('already named “Founders Club”');
      expect(body.fields).toEqual({ name: body.message });
      const french = await api.call('PUT', `${path}/${other.id}`, {
        payload: { name: 'FOUNDERS club' },
        locale: 'fr-CA',
      });
      expect(french.statusCode).toBe(409);
      expect(french.json<{ message: string }>().message).toContain(
        'de cet établissement s’appelle déjà « Founders Club »',
      );
      expect(await api.list(path)).toEqual(before);
      // Its own name in another letter case is not taken.
      const recased = await api.call('PUT', `${path}/${first.id}`, {
        payload: { name: 'FOUNDERS CLUB' },
      });
      expect(recased.statusCode).toBe(200);
      // Another location may use the name.
      const elsewhere = await api.call('POST', path, {
        payload: { name: 'Founders Club' },
        tenant: bed.otherLocationId,
      });
      expect(elsewhere.statusCode).toBe(201);
    });
  }

  it('refuses bad input with field messages in both languages, and changes nothing', async () => {
    const before = await api.list('/suites');
    const cases: [object, Record<string, string>, Record<string, string>][] = [
      [{ name: '   ' }, { name: 'This field is required.' }, { name: 'Ce champ est requis.' }],
      [{}, { name: 'This field is required.' }, { name: 'Ce champ est requis.' }],
      [
        { name: 'x'.repeat(121) },
        { name: 'Must be 120 characters or fewer.' },
        { name: 'Doit contenir au plus 120 caractères.' },
      ],
    ];
    for (const { path } of lists) {
      for (const [payload, english, french] of cases) {
        const en = await api.call('POST', path, { payload });
        expect(en.statusCode, JSON.stringify(payload)).toBe(400);
        expect(en.json()).toMatchObject({ code: 'validation_failed', fields: english });
        const fr = await api.call('POST', path, { payload, locale: 'fr-CA' });
        expect(fr.json()).toMatchObject({ code: 'validation_failed', fields: french });
      }
    }
    expect(await api.list('/suites')).toEqual(before);
    const typeless = await api.call('PUT', '/suites/abc', { payload: { name: 'A' } });
    expect(typeless.statusCode).toBe(400);
  });

  it("answers 404 for another location's suite or equipment and leaves it alone", async () => {
    const theirs = await settingsFixture(t, bed.otherLocationId, 'theirs');
    for (const [path, id] of [
      ['/suites', theirs.suite.id],
      ['/equipment', theirs.equipment.id],
    ] as const) {
      const put = await api.call('PUT', `${path}/${id}`, { payload: { name: 'Mine now' } });
      expect(put.statusCode).toBe(404);
      expect((await api.call('DELETE', `${path}/${id}`)).statusCode).toBe(404);
      expect(await api.list(path)).not.toContainEqual(expect.objectContaining({ id }));
      expect(await api.list<Named>(path, bed.otherLocationId)).toContainEqual(
        expect.objectContaining({ id, name: expect.stringContaining('theirs') as string }),
      );
    }
  });

  it('refuses to delete a suite booked for events, naming them, and deletes nothing', async () => {
    const { suite } = await settingsFixture(t, bed.locationId, 'booked');
    const day = 86_400_000;
    const soon = Date.UTC(2030, 2, 15, 23);
    const titles = ['Game 1', 'Game 2', 'Concert', 'Gala'];
    const booked = [];
    for (const [index, title] of titles.entries()) {
      // Gala is past: the upcoming ones are named first, the soonest first.
      const start =
        title === 'Gala' ? new Date(Date.now() - 10 * day) : new Date(soon + index * day);
      booked.push(
        await bookEventFixture(t, bed.locationId, { title, start_date: start, suite_id: suite.id }),
      );
    }
    const res = await api.call('DELETE', `/suites/${suite.id}`);
    expect(res.statusCode).toBe(409);
    const body = res.json<{ code: string; message: string; total: number; uses: object[] }>();
    expect(body.code).toBe('suite_in_use');
    expect(body.total).toBe(4);
    expect(body.message).toBe(
      'The suite “Suite booked” is booked for 4 events: Game 1 (2030/03/15), Game 2 (2030/03/16), Concert (2030/03/17) and 1 more. Remove it from those events before deleting it. Nothing was deleted.',
    );
    const french = await api.call('DELETE', `/suites/${suite.id}`, { locale: 'fr-CA' });
    expect(french.json<{ message: string }>().message).toBe(
      'La loge « Suite booked » est réservée pour 4 événements : Game 1 (15/03/2030), Game 2 (16/03/2030), Concert (17/03/2030) et 1 autre. Retirez-la de ces événements avant de la supprimer. Rien n’a été supprimé.',
    );
    expect(await api.list('/suites')).toContainEqual({ id: suite.id, name: 'Suite booked' });
    const left = await eventSuiteRows(
      t,
      booked.map((b) => b.eventSuite.id),
    );
    expect(left.suites).toHaveLength(4);
  });

  it('refuses to delete equipment planned for an event suite, and takes it from none', async () => {
    const { suite, equipment } = await settingsFixture(t, bed.locationId, 'planned');
    const booking = await bookEventFixture(t, bed.locationId, {
      title: 'Home opener',
      start_date: new Date(Date.UTC(2030, 3, 2, 23)),
      suite_id: suite.id,
      equipment_ids: [equipment.id],
    });
    const res = await api.call('DELETE', `/equipment/${equipment.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'equipment_in_use',
      total: 1,
      message:
        '“Cart planned” is planned for 1 event suite: Suite planned – Home opener (2030/04/02). Remove it from that suite before deleting it. Nothing was deleted.',
      uses: [
        {
          title: 'Home opener',
          suite_name: 'Suite planned',
          start_date: '2030-04-02T23:00:00.000Z',
        },
      ],
    });
    expect(await api.list('/equipment')).toContainEqual({ id: equipment.id, name: 'Cart planned' });
    const left = await eventSuiteRows(t, [booking.eventSuite.id]);
    expect(left.equipment).toEqual([
      expect.objectContaining({ equipment_id: equipment.id, quantity: 2 }),
    ]);
  });

  it('declares every call in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const methods = (path: string) => Object.keys(docs.paths[path] ?? {}).sort();
    for (const name of ['suites', 'equipment', 'event-types', 'suite-owners']) {
      expect(methods(`/api/catering/${name}`)).toEqual(['get', 'post']);
      expect(methods(`/api/catering/${name}/{id}`)).toEqual(['delete', 'put']);
    }
  });
});

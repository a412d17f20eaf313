import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventType } from '@app/domain';
import { createMenuFixture } from '../helpers/catalogue-fixtures.ts';
import { createOrderingTestbed, type OrderingTestbed } from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookEventFixture, cateringSettingsApi, settingsFixture } from './catering-settings-api.ts';

/** `/api/catering/event-types`: event types with their default menus, in order. */
describe('event types', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let api: ReturnType<typeof cateringSettingsApi>;
  let menu: (name: string) => Promise<{ id: number; name: string }>;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { suites_enabled: true, catering: true });
    api = cateringSettingsApi(t, bed);
    menu = async (name) => {
      const row = await createMenuFixture(t, bed.locationId, { name });
      return { id: row.id, name: row.name };
    };
  });
  afterAll(() => t.close());

  it('refuses leads, locations without suites, and another location’s event type', async () => {
    const res = await api.call('POST', '/event-types', { role: 'lead', payload: { name: 'Gala' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden_role' });
    expect((await api.call('GET', '/event-types', { role: 'lead' })).statusCode).toBe(403);
    const plain = await createOrderingTestbed(t, { catering: true });
    const off = await cateringSettingsApi(t, plain).call('GET', '/event-types');
    expect(off.json()).toMatchObject({ code: 'feature_disabled' });

    const theirs = await api.call('POST', '/event-types', {
      payload: { name: 'Theirs' },
      tenant: bed.otherLocationId,
    });
    const id = theirs.json<EventType>().id;
    const put = await api.call('PUT', `/event-types/${id}`, { payload: { name: 'Mine' } });
    expect(put.statusCode).toBe(404);
    expect((await api.call('DELETE', `/event-types/${id}`)).statusCode).toBe(404);
    expect(await api.list('/event-types', bed.otherLocationId)).toEqual([
      { id, name: 'Theirs', menus: [] },
    ]);
  });

  it('keeps the default menus in the order sent, replaced whole on edit, with history', async () => {
    const [suites, drinks, desserts] = [
      await menu('Suite classics'),
      await menu('Drinks'),
      await menu('Desserts'),
    ];
    const created = await api.call('POST', '/event-types', {
      payload: { name: 'Hockey game', menus: [drinks.id, suites.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const type = created.json<EventType>();
    expect(type).toEqual({ id: type.id, name: 'Hockey game', menus: [drinks, suites] });

    const edited = await api.call('PUT', `/event-types/${type.id}`, {
      payload: { name: 'Hockey night', menus: [desserts.id, drinks.id] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await api.list('/event-types')).toContainEqual({
      id: type.id,
      name: 'Hockey night',
      menus: [desserts, drinks],
    });
    const history = await api.history(bed.locationId, 'event_type');
    expect(history[0]).toMatchObject({
      action: 'update',
      before: { name: 'Hockey game', menus: [drinks, suites] },
      after: { name: 'Hockey night', menus: [desserts, drinks] },
    });

    expect((await api.call('DELETE', `/event-types/${type.id}`)).statusCode).toBe(204);
    expect(await api.list('/event-types')).not.toContainEqual(
      expect.objectContaining({ id: type.id }),
    );
    expect((await api.history(bed.locationId, 'event_type'))[0]).toMatchObject({
      action: 'delete',
      before: { name: 'Hockey night', menus: [desserts, drinks] },
    });
  });

  it('refuses another location’s menu, a menu twice, a taken name, and changes nothing', async () => {
    const mine = await menu('Mine');
    const theirs = await createMenuFixture(t, bed.otherLocationId, { name: 'Theirs' });
    const type = await api.create<EventType>('/event-types', { name: 'Concert', menus: [mine.id] });
    const before = await api.list('/event-types');

    const foreign = await api.call('PUT', `/event-types/${type.id}`, {
      payload: { name: 'Concert', menus: [mine.id, theirs.id] },
      locale: 'fr-CA',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'unknown_menus' });
    const twice = await api.call('POST', '/event-types', {
      payload: { name: 'Twice', menus: [mine.id, mine.id] },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'validation_failed' });
    const blank = await api.call('POST', '/event-types', {
      payload: { name: '', menus: [] },
      locale: 'fr-CA',
    });
    expect(blank.json()).toMatchObject({ fields: { name: 'Ce champ est requis.' } });
    const taken = await api.call('POST', '/event-types', {
      payload: { name: 'CONCERT' },
      locale: 'fr-CA',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'event_type_name_taken',
      message: 'Un autre type d’événement de cet établissement s’appelle déjà « Concert ».',
    });
    expect(await api.list('/event-types')).toEqual(before);
  });

  it('refuses to delete an event type that events have, naming them, and deletes nothing', async () => {
    const type = await api.create<EventType>('/event-types', { name: 'Playoffs' });
    const { suite } = await settingsFixture(t, bed.locationId, 'playoffs');
    await bookEventFixture(t, bed.locationId, {
      title: 'Round 1, game 1',
      start_date: new Date(Date.UTC(2030, 4, 1, 23)),
      suite_id: suite.id,
      event_type_id: type.id,
    });
    const res = await api.call('DELETE', `/event-types/${type.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'event_type_in_use',
      total: 1,
      message:
        'The event type “Playoffs” is the type of 1 event: Round 1, game 1 (2030/05/01). Give that event another type before deleting it. Nothing was deleted.',
    });
    const french = await api.call('DELETE', `/event-types/${type.id}`, { locale: 'fr-CA' });
    expect(french.json<{ message: string }>().message).toBe(
      'Le type d’événement « Playoffs » est celui de 1 événement : Round 1, game 1 (01/05/2030). Donnez un autre type à cet événement avant de le supprimer. Rien n’a été supprimé.',
    );
    expect(await api.list('/event-types')).toContainEqual(expect.objectContaining({ id: type.id }));
  });
});

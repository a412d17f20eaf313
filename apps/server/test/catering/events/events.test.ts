import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@app/domain';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { eventBody, eventsBed, type CateringEvent, type EventsBed } from './events-api.ts';

/** `/api/catering/events`: create, read, edit and delete an event, with its change history. */
describe('events', () => {
  let t: TestApp;
  let venue: EventsBed;
  beforeAll(async () => {
    t = await buildTestApp();
    venue = await eventsBed(t);
  });
  afterAll(() => t.close());

  it('creates, reads and edits an event, each write with its change-history row', async () => {
    const body = eventBody(20, { event_type_id: venue.here.types[0]!.id });
    const created = await venue.call('POST', '', { body });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json<CateringEvent>();
    expect(event).toMatchObject({
      title: 'Lions vs. Hawks',
      start_date: body.start_date,
      end_date: body.end_date,
      status: 'upcoming',
      event_type: { id: venue.here.types[0]!.id, name: 'Hockey Game' },
      pre_order_type: 'event_based',
      order_lock_period_days: 3,
      pre_order_email_days: 7,
      manager_phone: '416-555-0199',
      projected_attendance: 18500,
      // No suite is booked yet: no owner can be invited.
      pre_order_status: 'setup_incomplete',
      suite_count: 0,
    });
    expect((await venue.call('GET', `/${event.id}`)).json()).toEqual(event);

    const edit = eventBody(21, {
      title: 'Symphony Pops Night',
      event_type_id: venue.here.types[1]!.id,
      pre_order_type: 'time_based',
      manager_phone: '',
      projected_attendance: null,
    });
    const edited = await venue.call('PUT', `/${event.id}`, { body: edit });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: event.id,
      title: 'Symphony Pops Night',
      start_date: edit.start_date,
      event_type: { name: 'Concert' },
      pre_order_type: 'time_based',
      // Empty text is no phone at all.
      manager_phone: null,
      projected_attendance: null,
    });

    const history = (await venue.history()).filter((entry) => entry.entity_id === event.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({
      before: { title: 'Lions vs. Hawks', event_type: { name: 'Hockey Game' } },
      after: { title: 'Symphony Pops Night', event_type: { name: 'Concert' }, manager_phone: null },
    });
    expect(history[0]!.after).not.toHaveProperty('pre_order_status');
  });

  it('shows an event’s history through GET /change-history filtered to it', async () => {
    const event = await venue.create(eventBody(30, { title: 'History night' }));
    await venue.call('PUT', `/${event.id}`, { body: eventBody(31, { title: 'History night II' }) });
    // A day either side of today in UTC covers today wherever the location is.
    const today = new Date().toISOString().slice(0, 10);
    const [from, to] = [addCalendarDays(today, -1), addCalendarDays(today, 1)];
    const url = `/api/change-history?from=${from}&to=${to}&entity=event&entity_id=${event.id}`;
    const page = await t.app.inject({ url, headers: await venue.bed.headers('manager') });
    expect(page.statusCode, page.body).toBe(200);
    const items = page.json<{ items: { action: string; after: { title: string } }[] }>().items;
    expect(items.map((entry) => [entry.action, entry.after.title])).toEqual([
      ['update', 'History night II'],
      ['create', 'History night'],
    ]);
  });

  it('refuses bad input with localised field messages and changes nothing', async () => {
    const before = await venue.list();
    const entries = (await venue.history()).length;
    const start = eventBody(10).start_date;
    const cases: [object, Record<string, string>][] = [
      [eventBody(10, { title: ' ' }), { title: 'Ce champ est requis.' }],
      [eventBody(10, { end_date: start }), { end_date: 'La fin doit être après le début.' }],
      [
        eventBody(10, { order_lock_period_days: 7, pre_order_email_days: 5 }),
        {
          pre_order_email_days:
            'Le courriel de précommande doit partir avant le verrouillage des commandes : plus de jours avant l’événement que la période de verrouillage (7).',
        },
      ],
      [
        eventBody(10, { manager_phone: '416 555 0199' }),
        { manager_phone: 'Entrez le numéro de téléphone sous la forme 999-999-9999.' },
      ],
      [
        eventBody(10, { manager_email: 'events@' }),
        { manager_email: 'Ce courriel n’est pas valide.' },
      ],
      [
        eventBody(10, { projected_attendance: -1 }),
        { projected_attendance: 'doit être 0 ou plus' },
      ],
      [
        eventBody(10, { event_type_id: venue.there.types[0]!.id }),
        { event_type_id: 'Choisissez dans la liste de cet établissement.' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await venue.call('POST', '', { body, locale: 'fr-CA' });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields });
    }
    const english = await venue.call('POST', '', { body: eventBody(10, { end_date: start }) });
    expect(english.json()).toMatchObject({
      fields: { end_date: 'The end must be after the start.' },
    });
    const typeless = await venue.call('POST', '', {
      body: eventBody(10, { pre_order_type: 'whenever' as 'time_based' }),
    });
    expect(typeless.statusCode).toBe(400);
    expect(Object.keys(typeless.json<{ fields: object }>().fields)).toEqual(['pre_order_type']);
    expect(await venue.list()).toEqual(before);
    expect((await venue.history()).length).toBe(entries);
  });

  it('answers 404 for another location’s event and leaves it alone', async () => {
    const theirs = await venue.create(
      eventBody(12, { title: 'Theirs' }),
      venue.bed.otherLocationId,
    );
    for (const [method, path, body] of [
      ['GET', `/${theirs.id}`],
      ['PUT', `/${theirs.id}`, eventBody(13)],
      ['DELETE', `/${theirs.id}`],
      ['GET', `/${theirs.id}/deep-get-event`],
      ['GET', '/999999'],
    ] as const) {
      const res = await venue.call(method, path, { body });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    const still = await venue.call('GET', `/${theirs.id}`, { tenant: venue.bed.otherLocationId });
    expect(still.json()).toMatchObject({ title: 'Theirs' });
    expect((await venue.list({ search: 'Theirs' })).total).toBe(0);
  });

  it('refuses to delete an event holding orders that are not cancelled, then deletes it whole', async () => {
    const event = await venue.create(eventBody(15, { title: 'Gala with orders' }));
    const [suiteId] = await venue.assignSuites(event.id);
    const pending = await venue.order(event.id, 'pending', suiteId);
    const accepted = await venue.order(event.id, 'in_progress', suiteId);
    const cancelled = await venue.order(event.id, 'cancelled', suiteId);

    const refused = await venue.call('DELETE', `/${event.id}`, { locale: 'fr-CA' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'event_has_orders',
      active_orders: 2,
      message:
        'Cet événement a 2 commandes non annulées. Annulez-les ou déplacez-les vers un autre événement d’abord; rien n’a été supprimé.',
    });
    await venue.setOrderStatus(pending.id, 'cancelled');
    const one = await venue.call('DELETE', `/${event.id}`);
    expect(one.json()).toMatchObject({
      active_orders: 1,
      message:
        'This event holds 1 order that is not cancelled. Cancel it or move it to another event first; nothing was deleted.',
    });
    expect(await venue.storedSuites(event.id)).toHaveLength(2);

    await venue.setOrderStatus(accepted.id, 'cancelled');
    expect((await venue.call('DELETE', `/${event.id}`)).statusCode).toBe(204);
    expect((await venue.call('GET', `/${event.id}`)).statusCode).toBe(404);
    expect(await venue.storedSuites(event.id)).toEqual([]);
    // The cancelled orders stay, no longer linked to an event.
    expect(await venue.storedOrder(cancelled.id)).toMatchObject({
      status: 'cancelled',
      event_id: null,
      event_suite_id: null,
    });
    const history = (await venue.history()).filter((entry) => entry.entity_id === event.id);
    expect(history.map((entry) => entry.action)).toEqual(['delete', 'create']);
    expect(history[0]).toMatchObject({ before: { title: 'Gala with orders' }, after: null });
  });

  it('declares every call in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const methods = (path: string) => Object.keys(docs.paths[path] ?? {}).sort();
    expect(methods('/api/catering/events')).toEqual(['get', 'post']);
    expect(docs.paths['/api/catering/events']).toHaveProperty('post.tags', ['events']);
    expect(methods('/api/catering/events/{id}')).toEqual(['delete', 'get', 'put']);
    expect(methods('/api/catering/events/{id}/deep-get-event')).toEqual(['get']);
  });
});

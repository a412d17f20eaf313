import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, upcomingPreOrderStatuses } from '@app/domain';
import { updateLocationFixture } from '../../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { eventBody, eventsBed, type EventsBed, type EventsPage } from './events-api.ts';

const titles = (page: EventsPage) => page.items.map((event) => event.title);

/**
 * `GET /api/catering/events`: search, event types, pre-order statuses, days in the location's
 * time zone, sort and pages; the Events screen's upcoming and past lists.
 */
describe('events list', () => {
  let t: TestApp;
  let venue: EventsBed;
  /** A day 40 days ahead (UTC); the late game starts at 03:30 UTC on it: the evening before in Vancouver. */
  const lateDay = addCalendarDays(new Date().toISOString().slice(0, 10), 40);
  beforeAll(async () => {
    t = await buildTestApp();
    venue = await eventsBed(t);
    await updateLocationFixture(t, venue.bed.locationId, { timezone: 'America/Vancouver' });
    const [hockey, concert] = venue.here.types.map((type) => type.id);
    await venue.create(eventBody(-5, { title: 'Past gala', event_type_id: concert }));
    const marked = await venue.create(eventBody(5, { title: 'Marked past' }));
    await venue.markPast(marked.id);
    const open = await venue.create(eventBody(20, { title: 'Open game', event_type_id: hockey }));
    await venue.assignSuites(open.id);
    const locked = await venue.create(
      eventBody(2, { title: 'Locked game', event_type_id: hockey }),
    );
    await venue.assignSuites(locked.id);
    await venue.create(eventBody(10, { title: 'Concert 100% night', event_type_id: concert }));
    const incomplete = await venue.create(eventBody(8, { title: 'Unfinished suites' }));
    await venue.assignSuites(incomplete.id, false);
    await venue.create({
      ...eventBody(0, { title: 'Late game' }),
      start_date: `${lateDay}T03:30:00.000Z`,
      end_date: `${lateDay}T06:30:00.000Z`,
    });
  });
  afterAll(() => t.close());

  it('lists every event by start date, soonest first unless asked otherwise, with its status', async () => {
    const page = await venue.list();
    expect(titles(page)).toEqual([
      'Past gala',
      'Locked game',
      'Marked past',
      'Unfinished suites',
      'Concert 100% night',
      'Open game',
      'Late game',
    ]);
    expect(page).toMatchObject({ total: 7, page: 1, page_size: 20 });
    expect(page.items.map((event) => event.pre_order_status)).toEqual([
      'past_event',
      'pre_ordering_locked',
      'past_event',
      'setup_incomplete',
      'setup_incomplete',
      'pre_ordering',
      'setup_incomplete',
    ]);
    expect(titles(await venue.list({ dateSortAsc: false }))).toEqual(titles(page).reverse());
  });

  it('pages with the total of every matching event', async () => {
    const second = await venue.list({ page: 2, pageSize: 3 });
    expect(titles(second)).toEqual(['Unfinished suites', 'Concert 100% night', 'Open game']);
    expect(second).toMatchObject({ total: 7, page: 2, page_size: 3 });
    const beyond = await venue.list({ page: 9, pageSize: 3 });
    expect(beyond).toMatchObject({ items: [], total: 7 });
  });

  it('searches titles and event type names in any case, wildcards as typed', async () => {
    expect(titles(await venue.list({ search: 'GAME' }))).toEqual([
      'Locked game',
      'Open game',
      'Late game',
    ]);
    // "Hockey Game" is the type of the locked and the open game.
    expect(titles(await venue.list({ search: 'hockey' }))).toEqual(['Locked game', 'Open game']);
    expect(titles(await venue.list({ search: 'concert' }))).toEqual([
      'Past gala',
      'Concert 100% night',
    ]);
    expect(titles(await venue.list({ search: '100%' }))).toEqual(['Concert 100% night']);
    expect(titles(await venue.list({ search: '_' }))).toEqual([]);
  });

  it('filters by event types and by pre-order statuses', async () => {
    const [hockey, concert] = venue.here.types.map((type) => type.id);
    expect(titles(await venue.list({ eventTypeIds: [hockey!] }))).toEqual([
      'Locked game',
      'Open game',
    ]);
    expect((await venue.list({ eventTypeIds: [hockey!, concert!] })).total).toBe(4);
    expect(titles(await venue.list({ eventStatuses: ['setup_incomplete'] }))).toEqual([
      'Unfinished suites',
      'Concert 100% night',
      'Late game',
    ]);
    expect(titles(await venue.list({ eventStatuses: ['pre_ordering'] }))).toEqual(['Open game']);
    const both = await venue.list({
      eventStatuses: ['pre_ordering_locked', 'pre_ordering'],
      eventTypeIds: [hockey!],
      dateSortAsc: false,
    });
    expect(titles(both)).toEqual(['Open game', 'Locked game']);
  });

  it('answers the Events screen’s upcoming and past lists, both by start date ascending', async () => {
    const upcoming = await venue.list({ eventStatuses: upcomingPreOrderStatuses });
    expect(titles(upcoming)).toEqual([
      'Locked game',
      'Unfinished suites',
      'Concert 100% night',
      'Open game',
      'Late game',
    ]);
    // A past event marked so before its date is past too.
    const past = await venue.list({ eventStatuses: ['past_event'] });
    expect(titles(past)).toEqual(['Past gala', 'Marked past']);
  });

  it('reads the date range as days of the location’s time zone', async () => {
    const evening = addCalendarDays(lateDay, -1);
    expect(titles(await venue.list({ dateRange: [evening, evening] }))).toEqual(['Late game']);
    expect(titles(await venue.list({ dateRange: [lateDay, lateDay] }))).toEqual([]);
    // Events starting N days from now start on day N or N − 1 in Vancouver, whatever the hour.
    const today = new Date().toISOString().slice(0, 10);
    const range = [addCalendarDays(today, 1), addCalendarDays(today, 6)];
    expect(titles(await venue.list({ dateRange: range }))).toEqual(['Locked game', 'Marked past']);
  });

  it('refuses filters that are not what they name, in the caller’s language', async () => {
    for (const [query, field] of [
      ['eventStatuses=["soon"]', 'eventStatuses'],
      ['eventTypeIds=3', 'eventTypeIds'],
      ['dateRange=["2026-12-31","2026-12-01"]', 'dateRange'],
      ['dateSortAsc=yes', 'dateSortAsc'],
      ['page=0', 'page'],
    ] as const) {
      const res = await venue.call('GET', `?${query}`, { locale: 'fr-CA' });
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ code: string; fields: Record<string, string> }>();
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.fields)).toEqual([field]);
    }
    const french = await venue.call('GET', '?eventStatuses=["soon"]', { locale: 'fr-CA' });
    expect(french.json()).toMatchObject({
      fields: { eventStatuses: 'Cette valeur n’est pas valide.' },
    });
    const english = await venue.call('GET', '?eventStatuses=["soon"]');
    expect(english.json()).toMatchObject({ fields: { eventStatuses: "This value isn't valid." } });
  });
});

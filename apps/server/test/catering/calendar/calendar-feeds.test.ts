import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLink } from '../../../src/lib/signed-links.ts';
import { createUserFixture } from '../../helpers/fixtures.ts';
import { callApi } from '../../helpers/order-writes.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { daysFromNow, eventBody, eventsBed, type EventsBed } from '../events/events-api.ts';
import { calendarBed, feedPath, parseFeed, torontoClock } from './calendar-api.ts';

const ADDRESS = '1 Lakeshore Blvd W, Toronto, ON M5V 1A1';
const HOUR_MS = 3_600_000;

/**
 * The iCalendar feeds (docs/api.md "Calendar feeds"): staff get a signed address per event and per
 * suite owner, a calendar application fetches it without signing in, and what it reads back with
 * an RFC 5545 parser (ical.js) is the event as the screens show it.
 */
describe('calendar feeds', () => {
  let t: TestApp;
  let venue: EventsBed;
  let cal: ReturnType<typeof calendarBed>;
  let placeName: string;

  beforeAll(async () => {
    t = await buildTestApp();
    venue = await eventsBed(t);
    cal = calendarBed(t, venue);
    await cal.setAddress(ADDRESS);
    const here = await callApi(
      t,
      await venue.bed.headers('manager'),
      'GET',
      `/api/restaurants/${venue.bed.locationId}`,
    );
    placeName = here.json<{ name: string }>().name;
  });
  afterAll(() => t.close());

  it('serves an event that a calendar reads back at 19:00 in Toronto, summer and winter', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const title = 'Lions vs. Hawks; Game 7, “Final” \\ East';
    // 19:00 in Toronto: 23:00 UTC under daylight time (UTC−4), midnight UTC in winter (UTC−5).
    const summer = await venue.create(
      eventBody(0, {
        title,
        start_date: `${year}-07-15T23:00:00.000Z`,
        end_date: `${year}-07-16T02:00:00.000Z`,
      }),
    );
    const winter = await venue.create(
      eventBody(0, {
        title: 'Winter Classic',
        start_date: `${year}-01-16T00:00:00.000Z`,
        end_date: `${year}-01-16T03:30:00.000Z`,
      }),
    );
    await venue.assignSuites(summer.id);

    const link = await cal.eventLink(summer.id);
    expect(link.url).toMatch(
      new RegExp(
        `^${t.config.publicUrl}/api/calendar/events/[\\w-]+\\.[\\w-]+\\.[\\w-]+\\.ics\\?lang=en-CA$`,
      ),
    );
    const lifetime = Date.parse(link.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(364 * 24 * HOUR_MS);
    expect(lifetime).toBeLessThanOrEqual(365 * 24 * HOUR_MS);

    const res = await cal.fetch(feedPath(link));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // CRLF line ends only, each physical line at most 75 octets (folded).
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    expect(res.body).toContain('SUMMARY:Lions vs. Hawks\\; Game 7\\, “Final” \\\\ East');

    const feed = parseFeed(res.body);
    expect(feed).toMatchObject({
      version: '2.0',
      method: 'PUBLISH',
      name: `${title} — ${placeName}`,
    });
    expect(feed.prodid).toBeTruthy();
    expect(feed.entries).toHaveLength(1);
    const [entry] = feed.entries;
    expect(entry).toMatchObject({
      uid: `event-${summer.id}@${new URL(t.config.publicUrl).host}`,
      summary: title,
      location: `${placeName}, ${ADDRESS}`,
      status: null,
    });
    expect(entry!.start.toISOString()).toBe(`${year}-07-15T23:00:00.000Z`);
    expect(torontoClock(entry!.start)).toBe('19:00');
    expect(torontoClock(entry!.end)).toBe('22:00');
    expect(entry!.description.split('\n')).toEqual([
      'Projected attendance: 18500',
      'Event manager: Jordan Okafor, 416-555-0199, events@stadium.example',
      '',
      'Suites:',
      '- Suite 101 — Priya Sharma',
      '- Suite 102 — Priya Sharma',
    ]);

    const cold = parseFeed((await cal.fetch(feedPath(await cal.eventLink(winter.id)))).body);
    expect(cold.entries[0]!.start.toISOString()).toBe(`${year}-01-16T00:00:00.000Z`);
    expect(torontoClock(cold.entries[0]!.start)).toBe('19:00');
    expect(torontoClock(cold.entries[0]!.end)).toBe('22:30');
    expect(cold.entries[0]!.description).toContain('No suites assigned yet.');
  });

  it('writes the words in the language the link was asked in', async () => {
    const event = await venue.create(eventBody(40, { event_type_id: venue.here.types[1]!.id }));
    const feed = parseFeed(
      (await cal.fetch(feedPath(await cal.eventLink(event.id, 'fr-CA')))).body,
    );
    expect(feed.entries[0]!.description.split('\n').slice(0, 3)).toEqual([
      'Type d’événement\u00a0: Concert',
      'Assistance prévue\u00a0: 18500',
      'Responsable de l’événement\u00a0: Jordan Okafor, 416-555-0199, events@stadium.example',
    ]);
  });

  it('lists a suite owner’s upcoming and recent suites with their notes, in the owner’s language', async () => {
    const owner = venue.here.ownerId;
    const marc = await cal.newOwner('Marc Tremblay');
    await cal.setOwnerLocale(marc, 'fr-CA');
    const upcoming = await venue.create(eventBody(20, { title: 'Upcoming game' }));
    const [first, second] = await venue.assignSuites(upcoming.id);
    const recent = await venue.create(eventBody(30, { title: 'Recent concert' }));
    const [recentSuite] = await venue.assignSuites(recent.id, false);
    await cal.moveEvent(recent.id, daysFromNow(-30), daysFromNow(-30, 3));
    const old = await venue.create(eventBody(30, { title: 'Old gala' }));
    await venue.assignSuites(old.id, false);
    await cal.moveEvent(old.id, daysFromNow(-120), daysFromNow(-120, 3));
    const shared = await venue.create(eventBody(50, { title: 'Shared night' }));
    const [, marcSuite] = await venue.assignSuites(shared.id, false);
    await cal.updateEventSuite(marcSuite!, { suite_owner_id: marc });

    const notes = {
      dietary_restrictions: 'Two guests are vegetarian; one, gluten-free.',
      special_requirements: 'Ramp access at gate B,\nplease call ahead \\ thanks',
      pre_order_additional_notes:
        'Livrer les plateaux à l’entrée de la loge — prévoir des serviettes supplémentaires et de la glace, merci.',
      guaranteed_guest_count: 14,
    };
    await cal.updateEventSuite(first!, notes);
    await cal.updateEventSuite(recentSuite!, { status: 'cancelled' });

    const link = await cal.ownerLink(owner);
    expect(link.url).toMatch(/\/api\/calendar\/suite-owners\/.+\.ics\?lang=en-CA$/);
    const feed = parseFeed((await cal.fetch(feedPath(link))).body);
    expect(feed.name).toBe(`Priya Sharma — ${placeName} suites`);
    // Other tests of this file book the owner too: this one's events are read here.
    const titles = ['Upcoming game', 'Recent concert', 'Old gala', 'Shared night'];
    const ours = feed.entries.filter((entry) =>
      titles.some((title) => entry.summary.endsWith(title)),
    );
    expect(ours.map((entry) => [entry.summary, entry.status])).toEqual([
      ['Cancelled: Suite 101 — Recent concert', 'CANCELLED'],
      ['Suite 101 — Upcoming game', null],
      ['Suite 102 — Upcoming game', null],
      ['Suite 101 — Shared night', null],
    ]);
    const detailed = ours[1]!;
    expect(detailed.uid).toBe(`event-suite-${first}@${new URL(t.config.publicUrl).host}`);
    expect(detailed.location).toBe(`${placeName}, ${ADDRESS}`);
    expect(detailed.description.split('\n')).toEqual([
      'Upcoming game',
      'Suite: Suite 101',
      'Guaranteed guests: 14',
      'Event manager: Jordan Okafor, 416-555-0199, events@stadium.example',
      `Dietary restrictions: ${notes.dietary_restrictions}`,
      'Special requirements: Ramp access at gate B,',
      'please call ahead \\ thanks',
      `Notes: ${notes.pre_order_additional_notes}`,
    ]);
    expect(ours[2]!.uid).toBe(`event-suite-${second}@${new URL(t.config.publicUrl).host}`);

    const french = parseFeed((await cal.fetch(feedPath(await cal.ownerLink(marc)))).body);
    expect(french.name).toBe(`Marc Tremblay — loges de ${placeName}`);
    expect(french.entries.map((entry) => entry.summary)).toEqual(['Suite 102 — Shared night']);
    expect(french.entries[0]!.description).toContain('Loge\u00a0: Suite 102');
    // The link may ask for another language than the owner's.
    const english = new URL((await cal.ownerLink(marc)).url);
    english.searchParams.set('lang', 'en-CA');
    const asked = parseFeed((await cal.fetch(`${english.pathname}${english.search}`)).body);
    expect(asked.entries[0]!.description).toContain('Suite: Suite 102');
  });

  it('refuses a forged, altered, expired or other purpose’s token, and a deleted event or owner, with 404', async () => {
    const event = await venue.create(eventBody(15));
    const owner = await cal.newOwner('Olivia Chen');
    const eventToken = new URL((await cal.eventLink(event.id)).url).pathname.split('/').at(-1)!;
    const ownerToken = new URL((await cal.ownerLink(owner)).url).pathname.split('/').at(-1)!;
    const keys = t.app.ctx.keys;
    const signed = async (purpose: string, objectId: number, lifetime = 3600) =>
      `${await signLink(keys, { purpose, restaurantId: venue.bed.locationId, objectId }, lifetime)}.ics`;
    const [head, body, signature] = eventToken.replace(/\.ics$/, '').split('.');
    const altered = `${head}.${body}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}.ics`;
    const refused = [
      `/api/calendar/events/${altered}`,
      `/api/calendar/events/not-a-token.ics`,
      `/api/calendar/events/${ownerToken}`,
      `/api/calendar/suite-owners/${eventToken}`,
      `/api/calendar/events/${await signed('suite-pre-order', event.id)}`,
      `/api/calendar/events/${await signed('event-calendar', event.id, -60)}`,
      // Another location's event, signed for this one: the location's rows alone are read.
      `/api/calendar/events/${await signed('event-calendar', (await venue.create(eventBody(15), venue.bed.otherLocationId)).id)}`,
    ];
    for (const path of refused) {
      const res = await cal.fetch(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await cal.fetch(`/api/calendar/events/${eventToken}`)).statusCode).toBe(200);
    expect((await cal.fetch(`/api/calendar/suite-owners/${ownerToken}`)).statusCode).toBe(200);

    expect((await venue.call('DELETE', `/${event.id}`)).statusCode).toBe(204);
    expect((await cal.fetch(`/api/calendar/events/${eventToken}`)).statusCode).toBe(404);
    const deleted = await callApi(
      t,
      await venue.bed.headers('manager'),
      'DELETE',
      `/api/catering/suite-owners/${owner}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await cal.fetch(`/api/calendar/suite-owners/${ownerToken}`)).statusCode).toBe(404);
  });

  it('gives the links to every event access level, within the location, to managers and above', async () => {
    const event = await venue.create(eventBody(25));
    const owner = venue.here.ownerId;
    const server = await createUserFixture(t.database.db, {
      role: 'manager',
      eventAccess: 'server',
      locations: [venue.bed.locationId, venue.bed.otherLocationId],
    });
    const serverHeaders = (await signIn(t, server.email, server.password)).headers();
    for (const path of [
      `/api/catering/events/${event.id}/calendar-link`,
      `/api/catering/suite-owners/${owner}/calendar-link`,
    ]) {
      const res = await callApi(t, serverHeaders, 'GET', path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect((await cal.link(path, 'lead')).json()).toMatchObject({ code: 'forbidden_role' });
      // The other location (the same caller there) has no such event or owner.
      const elsewhere = await callApi(
        t,
        await venue.bed.headers('manager', venue.bed.otherLocationId),
        'GET',
        path,
      );
      expect(elsewhere.statusCode).toBe(404);
    }
    const unknown = await cal.link('/api/catering/events/999999/calendar-link');
    expect(unknown.statusCode).toBe(404);
    const noSession = await t.app.inject({
      method: 'GET',
      url: `/api/catering/events/${event.id}/calendar-link`,
    });
    expect(noSession.statusCode).toBe(401);
  });
});

describe('calendar feed rate limit', () => {
  let t: TestApp;
  let venue: EventsBed;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CALENDAR_FEEDS_PER_MINUTE: '3' } });
    venue = await eventsBed(t);
  });
  afterAll(() => t.close());

  it('answers 429 to an address past the limit, whatever the token', async () => {
    const cal = calendarBed(t, venue);
    const link = await cal.eventLink((await venue.create(eventBody(10))).id);
    const answers = [];
    for (const path of [
      feedPath(link),
      '/api/calendar/events/x.ics',
      feedPath(link),
      feedPath(link),
    ]) {
      answers.push((await cal.fetch(path)).statusCode);
    }
    expect(answers).toEqual([200, 404, 200, 429]);
    const limited = await cal.fetch(feedPath(link));
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    // Another address (another calendar service) still reads it.
    const other = await t.app.inject({
      method: 'GET',
      url: feedPath(link),
      remoteAddress: '10.9.8.7',
    });
    expect(other.statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { CalendarLink } from '@app/domain';
import { withTenant } from '../../../src/db/tenant.ts';
import {
  deliverySettings,
  eventSuites,
  events,
  suiteOwners,
} from '../../../src/db/schema/index.ts';
import { callApi } from '../../helpers/order-writes.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import type { EventsBed } from '../events/events-api.ts';

/** One VEVENT of a feed as a calendar application reads it (ical.js, RFC 5545). */
export interface ParsedEntry {
  uid: string;
  summary: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  status: string | null;
  lastModified: string;
}

// Calendar applications read the feed's name as TEXT (escaped like SUMMARY); ical.js leaves an
// X- property it does not know raw, so it is told.
const properties = ICAL.design.defaultSet.property as Record<string, { defaultType: string }>;
properties['x-wr-calname'] = { defaultType: 'text' };

/** A feed parsed back by an independent RFC 5545 parser: its name and its entries. */
export function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const entries: ParsedEntry[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      lastModified: String(vevent.getFirstPropertyValue('last-modified')),
    };
  });
  const value = (name: string) => calendar.getFirstPropertyValue(name) as string | null;
  return {
    name: value('x-wr-calname'),
    version: value('version'),
    prodid: value('prodid'),
    method: value('method'),
    entries,
  };
}

/** The wall-clock time of `instant` in Toronto, `HH:mm`. */
export function torontoClock(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** The path and query of a feed address (the app is called in-process). */
export function feedPath(link: CalendarLink): string {
  const url = new URL(link.url);
  return `${url.pathname}${url.search}`;
}

/** Calendar links and feeds of the events bed's first venue, and the rows they read. */
export function calendarBed(t: TestApp, venue: EventsBed) {
  const here = venue.bed.locationId;
  const write = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.database.db, here, work);

  return {
    async link(path: string, role = 'manager', locale: 'en-CA' | 'fr-CA' = 'en-CA') {
      return callApi(t, await venue.bed.headers(role), 'GET', path, { locale });
    },
    async eventLink(eventId: number, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
      const res = await this.link(
        `/api/catering/events/${eventId}/calendar-link`,
        'manager',
        locale,
      );
      if (res.statusCode !== 200) throw new Error(`calendar-link refused: ${res.body}`);
      return res.json<CalendarLink>();
    },
    async ownerLink(ownerId: number) {
      const res = await this.link(`/api/catering/suite-owners/${ownerId}/calendar-link`);
      if (res.statusCode !== 200) throw new Error(`calendar-link refused: ${res.body}`);
      return res.json<CalendarLink>();
    },
    /** `GET` of a feed path without signing in, as a calendar service fetches it. */
    fetch(path: string) {
      return t.app.inject({ method: 'GET', url: path });
    },
    /** The venue's street address (its delivery origin): the feeds' LOCATION gives it. */
    setAddress(address: string) {
      return write((tx) =>
        tx
          .insert(deliverySettings)
          .values({ restaurant_id: here, address })
          .onConflictDoUpdate({ target: deliverySettings.restaurant_id, set: { address } }),
      );
    },
    setOwnerLocale(ownerId: number, locale: string) {
      return write((tx) =>
        tx.update(suiteOwners).set({ locale }).where(eq(suiteOwners.id, ownerId)),
      );
    },
    updateEventSuite(id: number, values: Partial<typeof eventSuites.$inferInsert>) {
      return write((tx) => tx.update(eventSuites).set(values).where(eq(eventSuites.id, id)));
    },
    moveEvent(id: number, start: Date, end: Date | null) {
      return write((tx) =>
        tx.update(events).set({ start_date: start, end_date: end }).where(eq(events.id, id)),
      );
    },
    async newOwner(name: string) {
      const [row] = await write((tx) =>
        tx
          .insert(suiteOwners)
          .values({ restaurant_id: here, name })
          .returning({ id: suiteOwners.id }),
      );
      return row!.id;
    },
  };
}

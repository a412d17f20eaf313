import { z } from 'zod';
import { locales } from '../i18n/locale.ts';

/**
 * The iCalendar feeds of the events area (docs/decisions/catering.md "Calendar feeds"): a public
 * address a calendar application subscribes to, carrying a signed token for one event or one
 * suite owner.
 */
export const calendarFeedKinds = ['events', 'suite-owners'] as const;
export type CalendarFeedKind = (typeof calendarFeedKinds)[number];

/** How long a feed address works: a subscription is set once and read for a season. */
export const CALENDAR_LINK_LIFETIME_DAYS = 365;

/** How far back a suite owner's feed reaches: recent events stay in the calendar a while. */
export const SUITE_OWNER_FEED_PAST_DAYS = 90;

/** `GET /catering/events/{id}/calendar-link`, `GET /catering/suite-owners/{id}/calendar-link`. */
export const ZCalendarLink = z.object({
  /** The feed's address (`…/api/calendar/{kind}/{token}.ics`), to download or subscribe to. */
  url: z.string(),
  /** When the address stops working (a new link can be asked for at any time). */
  expires_at: z.string(),
});
export type CalendarLink = z.infer<typeof ZCalendarLink>;

/**
 * The feed's file: a signed token and `.ics`, as the path's rest (`*`: a token is longer than a
 * route parameter may be). Any text ending in `.ics` passes, so that a token that is not one of
 * ours is refused like a forged one (404), saying nothing of why.
 */
export const ZCalendarFeedParams = z.object({
  '*': z
    .string()
    .max(2000)
    .regex(/\.ics$/),
});

/** The language of the feed's words (labels of the description); each feed has its default. */
export const ZCalendarFeedQuery = z.object({ lang: z.enum(locales).optional() });

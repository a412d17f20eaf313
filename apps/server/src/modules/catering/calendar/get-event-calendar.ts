import { icalendar, type Locale } from '@app/domain';
import { eventSuitesRepository as eventSuites } from '../event-suites/event-suites.repository.ts';
import { eventsRepository as events } from '../events/events.repository.ts';
import { eventEntry } from './calendar-entries.ts';
import { readFeed, type CalendarFeedContext } from './calendar-feed-context.ts';
import { openCalendarLink } from './calendar-links.ts';

/**
 * `GET /api/calendar/events/{token}.ics`: the event as a one-entry iCalendar feed, its suites and
 * their owners in the description. 404 once the event is deleted, or for a token that is not an
 * event feed's.
 */
export async function getEventCalendar(
  ctx: CalendarFeedContext,
  file: string,
  lang: Locale | undefined,
): Promise<string> {
  const link = await openCalendarLink(ctx.keys, 'events', file);
  return readFeed(ctx, link.restaurantId, lang, async (tx, settingIn) => {
    const event = await events.find(tx, link.restaurantId, link.objectId);
    if (!event) return null;
    const suites = await eventSuites.list(tx, link.restaurantId, event.id);
    const setting = settingIn(null);
    return icalendar(
      setting.copy.eventFeedName(event.title, setting.place.name),
      [eventEntry(setting, event, suites)],
      ctx.now,
    );
  });
}

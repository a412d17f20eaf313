import { SUITE_OWNER_FEED_PAST_DAYS, icalendar, parseLocale, type Locale } from '@app/domain';
import { ownerSuiteEntry } from './calendar-entries.ts';
import { readFeed, type CalendarFeedContext } from './calendar-feed-context.ts';
import { calendarFeedsRepository as feeds } from './calendar-feeds.repository.ts';
import { openCalendarLink } from './calendar-links.ts';

const DAY_MS = 86_400_000;

/**
 * `GET /api/calendar/suite-owners/{token}.ics`: one entry per suite the owner holds at an event
 * that is upcoming or ended in the last `SUITE_OWNER_FEED_PAST_DAYS` days, in the owner's
 * language unless the link asks for another. 404 once the owner is deleted.
 */
export async function getSuiteOwnerCalendar(
  ctx: CalendarFeedContext,
  file: string,
  lang: Locale | undefined,
): Promise<string> {
  const link = await openCalendarLink(ctx.keys, 'suite-owners', file);
  return readFeed(ctx, link.restaurantId, lang, async (tx, settingIn) => {
    const owner = await feeds.owner(tx, link.restaurantId, link.objectId);
    if (!owner) return null;
    const since = new Date(ctx.now.getTime() - SUITE_OWNER_FEED_PAST_DAYS * DAY_MS);
    const rows = await feeds.ownerSuites(tx, link.restaurantId, owner.id, since);
    const setting = settingIn(parseLocale(owner.locale));
    return icalendar(
      setting.copy.ownerFeedName(owner.name, setting.place.name),
      rows.map((row) => ownerSuiteEntry(setting, row)),
      ctx.now,
    );
  });
}

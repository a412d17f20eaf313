import { parseLocale, type Locale } from '@app/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { AppError } from '../../../errors/app-error.ts';
import { calendarCopy } from './calendar-copy.ts';
import type { FeedSetting } from './calendar-entries.ts';
import { calendarFeedsRepository as feeds } from './calendar-feeds.repository.ts';
import { calendarHost, type CalendarLinkContext } from './calendar-links.ts';

/** What a public feed needs: no session, so the database, the keys and the clock. */
export interface CalendarFeedContext extends CalendarLinkContext {
  database: Database;
  now: Date;
}

/**
 * Reads a feed inside the location the token names (its row-level security, as a signed-in
 * call would be): `read` gets the place's setting in `lang`, or in the language `fallback`
 * chooses, and answers null when the object is gone (404 `not_found`).
 */
export async function readFeed<T>(
  ctx: CalendarFeedContext,
  restaurantId: number,
  lang: Locale | undefined,
  read: (tx: Tx, setting: (fallback: Locale | null) => FeedSetting) => Promise<T | null>,
): Promise<T> {
  const answer = await withTenant(ctx.database.db, restaurantId, async (tx) => {
    const place = await feeds.place(tx, restaurantId);
    if (!place) return null;
    const host = calendarHost(ctx.publicUrl);
    return read(tx, (fallback) => ({
      host,
      place,
      copy: calendarCopy[lang ?? fallback ?? parseLocale(place.locales[0])],
    }));
  });
  if (answer === null) throw new AppError('not_found');
  return answer;
}

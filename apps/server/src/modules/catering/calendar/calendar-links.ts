import {
  CALENDAR_LINK_LIFETIME_DAYS,
  type CalendarFeedKind,
  type CalendarLink,
  type Locale,
} from '@app/domain';
import type { SigningKeys } from '../../auth/signing-keys.ts';
import { openLink, signLink } from '../../../lib/signed-links.ts';

/** The signed link's purpose of each feed: a token of one never opens the other. */
const purposes = {
  events: 'event-calendar',
  'suite-owners': 'suite-owner-calendar',
} as const satisfies Record<CalendarFeedKind, string>;

const LIFETIME_SECONDS = CALENDAR_LINK_LIFETIME_DAYS * 86_400;

/** What the feeds and their links need from the app: the keys and the public address. */
export interface CalendarLinkContext {
  keys: SigningKeys;
  /** `PUBLIC_URL`: the feeds are fetched by calendar services, from outside. */
  publicUrl: string;
}

/**
 * The feed address of one event or one suite owner: a year-long signed token in the path, and
 * the language of its words as a query parameter (harmless to change, so not signed).
 */
export async function calendarLink(
  ctx: CalendarLinkContext,
  kind: CalendarFeedKind,
  restaurantId: number,
  objectId: number,
  lang: Locale,
): Promise<CalendarLink> {
  const expires = new Date(Date.now() + LIFETIME_SECONDS * 1000);
  const token = await signLink(
    ctx.keys,
    { purpose: purposes[kind], restaurantId, objectId },
    LIFETIME_SECONDS,
  );
  return {
    url: `${ctx.publicUrl}/api/calendar/${kind}/${token}.ics?lang=${lang}`,
    // The token's own expiry is in whole seconds.
    expires_at: new Date(Math.floor(expires.getTime() / 1000) * 1000).toISOString(),
  };
}

/** The location and object of a feed's file (`{token}.ics`); 404 `not_found` for any other. */
export function openCalendarLink(keys: SigningKeys, kind: CalendarFeedKind, file: string) {
  return openLink(keys, file.replace(/\.ics$/, ''), purposes[kind]);
}

/** The host that, with a row's id, makes the feeds' UIDs unique to this install. */
export function calendarHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).host || 'localhost';
  } catch {
    return 'localhost';
  }
}

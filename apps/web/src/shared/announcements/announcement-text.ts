import { textIn, type InboxAnnouncement, type Locale } from '@app/domain';

/** The announcement's message in the interface language (French from `localization.fr`). */
export function announcementMessage(
  announcement: Pick<InboxAnnouncement, 'message' | 'localization'>,
  locale: Locale,
): string {
  return textIn(announcement.message, announcement.localization, 'message', locale);
}

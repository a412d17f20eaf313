import type { Announcement, AnnouncementReads, InboxAnnouncement } from '@app/domain';
import type { AnnouncementRow } from './announcements.repository.ts';

/** A stored announcement as the inbox answers it (the French message always present). */
export function inboxAnnouncementOf(row: AnnouncementRow): InboxAnnouncement {
  const localization = row.localization as { fr?: { message?: unknown } } | null;
  const fr = localization?.fr?.message;
  return {
    id: row.id,
    message: row.message,
    localization: { fr: { message: typeof fr === 'string' ? fr : '' } },
    created_at: row.created_at.toISOString(),
    ends_on: row.ends_on,
  };
}

/** What the change history keeps of an announcement: what was said, to whom, until when. */
export function postedAnnouncementOf(row: AnnouncementRow, restaurantIds: number[]) {
  const addressed = [...restaurantIds].sort((x, y) => x - y);
  return {
    ...inboxAnnouncementOf(row),
    restaurantIds: addressed,
    restaurant_count: addressed.length,
  };
}

/** A posted announcement with how many of each addressed location's staff have read it. */
export function announcementOf(row: AnnouncementRow, reads: AnnouncementReads[]): Announcement {
  return {
    ...postedAnnouncementOf(
      row,
      reads.map((r) => r.restaurant_id),
    ),
    reads: [...reads].sort((x, y) => x.restaurant_id - y.restaurant_id),
  };
}

import type { InboxAnnouncement } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import type { AnnouncementsContext } from './announcements-context.ts';
import { inboxAnnouncementOf } from './announcement-answer.ts';
import { announcementReadsRepository as reads } from './announcement-reads.repository.ts';
import { announcementsRepository as posts } from './announcements.repository.ts';

/** The most the shell shows at once. */
const INBOX_LIMIT = 50;

/**
 * `GET /announcements/inbox`: what the user sees in the shell at the active location — the
 * announcements addressed to it, not ended there (its date), not dismissed by this user at any
 * of their locations, newest first.
 */
export async function getAnnouncementInbox(
  ctx: AnnouncementsContext,
): Promise<InboxAnnouncement[]> {
  const dismissed = await reads.dismissedBy(ctx.db, ctx.user.id, ctx.today);
  const rows = await ctx.tenantTx((tx) =>
    posts.inbox(tx, ctx.restaurantId, ctx.today, dismissed, INBOX_LIMIT),
  );
  return rows.map(inboxAnnouncementOf);
}

/**
 * `POST /announcements/{id}/read` (204): the user dismisses an announcement addressed to the
 * active location (404 `not_found` otherwise); once is enough, again changes nothing. Not in the
 * change history: a dismissal changes only what this user sees.
 */
export function dismissAnnouncement(ctx: AnnouncementsContext, id: number): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    const ownerId = await posts.ownerOfAddressed(tx, ctx.restaurantId, id);
    if (ownerId === null) throw new AppError('not_found');
    await reads.insert(tx, {
      announcementId: id,
      ownerId,
      userId: ctx.user.id,
      restaurantId: ctx.restaurantId,
    });
  });
}

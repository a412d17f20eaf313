import type { Announcement } from '@app/domain';
import type { AnnouncementsContext } from './announcements-context.ts';
import { announcementOf } from './announcement-answer.ts';
import { announcementsRepository as posts } from './announcements.repository.ts';
import { postedAudience, readCountsOf } from './read-counts.ts';

/** `GET /announcements`: those the active location posted, newest first, with read counts. */
export async function listAnnouncements(ctx: AnnouncementsContext): Promise<Announcement[]> {
  const { rows, audience } = await ctx.tenantTx(async (tx) => {
    const rows = await posts.listPosted(tx, ctx.restaurantId);
    const ids = rows.map((row) => row.id);
    return { rows, audience: await postedAudience(tx, ctx.restaurantId, ids) };
  });
  const reads = await readCountsOf(ctx.db, audience);
  return rows.map((row) => announcementOf(row, reads.get(row.id) ?? []));
}

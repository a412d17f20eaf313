import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { announcementReads, announcements } from '../../db/schema/index.ts';

export interface AnnouncementRead {
  announcementId: number;
  ownerId: number;
  userId: number;
  /** The location where the user dismissed it (row-level security: that location's row). */
  restaurantId: number;
}

/** Who dismissed which announcement: one row per user and announcement. */
export const announcementReadsRepository = {
  /**
   * The announcements `userId` dismissed that are still shown on `today`, wherever they
   * dismissed them. Read outside any tenant (like the user's sessions): a dismissal written at
   * one of the user's locations holds at the others, whose row-level security hides it.
   */
  async dismissedBy(db: Db, userId: number, today: string): Promise<number[]> {
    const rows = await db
      .select({ id: announcementReads.announcement_id })
      .from(announcementReads)
      .innerJoin(announcements, eq(announcements.id, announcementReads.announcement_id))
      .where(
        and(
          eq(announcementReads.user_id, userId),
          or(isNull(announcements.ends_on), gte(announcements.ends_on, today)),
        ),
      );
    return rows.map((row) => row.id);
  },

  /** Records a dismissal; a second one (here or at another location) changes nothing. */
  async insert(tx: Tx, read: AnnouncementRead): Promise<boolean> {
    const rows = await tx
      .insert(announcementReads)
      .values({
        announcement_id: read.announcementId,
        owner_restaurant_id: read.ownerId,
        user_id: read.userId,
        restaurant_id: read.restaurantId,
      })
      .onConflictDoNothing({
        target: [announcementReads.announcement_id, announcementReads.user_id],
      })
      .returning({ at: announcementReads.read_at });
    return rows.length > 0;
  },
};

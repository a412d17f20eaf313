import { and, asc, desc, eq, gte, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  announcementReads,
  announcementRestaurants,
  announcements,
} from '../../db/schema/index.ts';

const columns = {
  id: announcements.id,
  message: announcements.message,
  localization: announcements.localization,
  ends_on: announcements.ends_on,
  created_at: announcements.created_at,
};

export interface AnnouncementRow {
  id: number;
  message: string;
  localization: unknown;
  ends_on: string | null;
  created_at: Date;
}

export interface NewAnnouncement {
  message: string;
  frenchMessage: string;
  endsOn: string | null;
  createdBy: number;
}

/**
 * Announcements and the locations they are addressed to, under row-level security (see the
 * schema's comment): the posting location manages its own; an addressed location reads those
 * addressed to it.
 */
export const announcementsRepository = {
  /** The announcements `ownerId` posted, newest first. */
  listPosted(tx: Tx, ownerId: number): Promise<AnnouncementRow[]> {
    return tx
      .select(columns)
      .from(announcements)
      .where(eq(announcements.restaurant_id, ownerId))
      .orderBy(desc(announcements.created_at), desc(announcements.id));
  },

  /** One announcement `ownerId` posted, locked for a write; null when it posted none with that id. */
  async lockPosted(tx: Tx, ownerId: number, id: number): Promise<AnnouncementRow | null> {
    const [row] = await tx
      .select(columns)
      .from(announcements)
      .where(and(eq(announcements.restaurant_id, ownerId), eq(announcements.id, id)))
      .for('update');
    return row ?? null;
  },

  async insert(tx: Tx, ownerId: number, values: NewAnnouncement): Promise<AnnouncementRow> {
    const [row] = await tx
      .insert(announcements)
      .values({
        restaurant_id: ownerId,
        message: values.message,
        localization: { fr: { message: values.frenchMessage } },
        ends_on: values.endsOn,
        created_by: values.createdBy,
      })
      .returning(columns);
    return row!;
  },

  async address(tx: Tx, ownerId: number, id: number, restaurantIds: number[]): Promise<void> {
    await tx.insert(announcementRestaurants).values(
      restaurantIds.map((restaurant_id) => ({
        announcement_id: id,
        owner_restaurant_id: ownerId,
        restaurant_id,
      })),
    );
  },

  async delete(tx: Tx, ownerId: number, id: number): Promise<void> {
    await tx
      .delete(announcements)
      .where(and(eq(announcements.restaurant_id, ownerId), eq(announcements.id, id)));
  },

  /** The locations each of `ids` (announcements `ownerId` posted) is addressed to. */
  addressesOf(
    tx: Tx,
    ownerId: number,
    ids: number[],
  ): Promise<{ announcement_id: number; restaurant_id: number }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select({
        announcement_id: announcementRestaurants.announcement_id,
        restaurant_id: announcementRestaurants.restaurant_id,
      })
      .from(announcementRestaurants)
      .where(
        and(
          eq(announcementRestaurants.owner_restaurant_id, ownerId),
          inArray(announcementRestaurants.announcement_id, ids),
        ),
      )
      .orderBy(asc(announcementRestaurants.restaurant_id));
  },

  /** Who has read each of `ids` (announcements `ownerId` posted), wherever they read it. */
  readersOf(
    tx: Tx,
    ownerId: number,
    ids: number[],
  ): Promise<{ announcement_id: number; user_id: number }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select({
        announcement_id: announcementReads.announcement_id,
        user_id: announcementReads.user_id,
      })
      .from(announcementReads)
      .where(
        and(
          eq(announcementReads.owner_restaurant_id, ownerId),
          inArray(announcementReads.announcement_id, ids),
        ),
      );
  },

  /**
   * What the staff of `restaurantId` see: the announcements addressed to it and still shown on
   * `today` (its date), except `dismissed`, newest first.
   */
  inbox(
    tx: Tx,
    restaurantId: number,
    today: string,
    dismissed: number[],
    limit: number,
  ): Promise<AnnouncementRow[]> {
    return tx
      .select(columns)
      .from(announcements)
      .innerJoin(
        announcementRestaurants,
        and(
          eq(announcementRestaurants.announcement_id, announcements.id),
          eq(announcementRestaurants.restaurant_id, restaurantId),
        ),
      )
      .where(
        and(
          or(isNull(announcements.ends_on), gte(announcements.ends_on, today)),
          dismissed.length > 0 ? notInArray(announcements.id, dismissed) : undefined,
        ),
      )
      .orderBy(desc(announcements.created_at), desc(announcements.id))
      .limit(limit);
  },

  /** The posting location of an announcement addressed to `restaurantId`; null when none is. */
  async ownerOfAddressed(tx: Tx, restaurantId: number, id: number): Promise<number | null> {
    const [row] = await tx
      .select({ owner: announcementRestaurants.owner_restaurant_id })
      .from(announcementRestaurants)
      .where(
        and(
          eq(announcementRestaurants.announcement_id, id),
          eq(announcementRestaurants.restaurant_id, restaurantId),
        ),
      );
    return row?.owner ?? null;
  },
};

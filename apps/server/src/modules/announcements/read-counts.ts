import type { AnnouncementReads } from '@app/domain';
import type { Db, Tx } from '../../db/client.ts';
import { announcementsRepository as posts } from './announcements.repository.ts';
import { locationStaffRepository } from './location-staff.repository.ts';

/** What the posting location reads in its tenant transaction: the addresses and the readers. */
export interface PostedAudience {
  addresses: { announcement_id: number; restaurant_id: number }[];
  readers: { announcement_id: number; user_id: number }[];
}

export async function postedAudience(
  tx: Tx,
  ownerId: number,
  ids: number[],
): Promise<PostedAudience> {
  return {
    addresses: await posts.addressesOf(tx, ownerId, ids),
    readers: await posts.readersOf(tx, ownerId, ids),
  };
}

/**
 * Per announcement, each addressed location with how many of its staff (active accounts that
 * have the location) there are and how many of them have read it. A reader of two addressed
 * locations counts at both. The staff are read on the owner connection, after the tenant
 * transaction (identity tables have no tenant; PGlite has one connection).
 */
export async function readCountsOf(
  db: Db,
  audience: PostedAudience,
): Promise<Map<number, AnnouncementReads[]>> {
  const locationIds = [...new Set(audience.addresses.map((a) => a.restaurant_id))];
  const staff = await locationStaffRepository.activeStaffOf(db, locationIds);
  const readers = new Map<number, Set<number>>();
  for (const { announcement_id, user_id } of audience.readers) {
    const set = readers.get(announcement_id) ?? new Set<number>();
    readers.set(announcement_id, set.add(user_id));
  }
  const counts = new Map<number, AnnouncementReads[]>();
  for (const { announcement_id, restaurant_id } of audience.addresses) {
    const people = [...(staff.get(restaurant_id) ?? [])];
    const read = people.filter((id) => readers.get(announcement_id)?.has(id)).length;
    const list = counts.get(announcement_id) ?? [];
    counts.set(announcement_id, [...list, { restaurant_id, read, staff: people.length }]);
  }
  return counts;
}

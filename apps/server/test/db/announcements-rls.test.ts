import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { announcementRestaurants, announcements } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { failureOf, RLS_VIOLATION } from './database-queries.ts';
import { createLocation, type Location } from './tenant-fixtures.ts';

describe('announcements across locations', () => {
  let database: Database;
  let a: Location;
  let b: Location;
  let c: Location;
  let announcementId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b, c] = [
      await createLocation(database.db, 'Alpha'),
      await createLocation(database.db, 'Bravo'),
      await createLocation(database.db, 'Charlie'),
    ];
    // Posted by A, as the service does: inside A's tenant transaction.
    announcementId = await withTenant(database.db, a.id, async (tx) => {
      const [row] = await tx
        .insert(announcements)
        .values({
          restaurant_id: a.id,
          message: 'Closed Monday',
          localization: { fr: { message: 'Fermé lundi' } },
        })
        .returning({ id: announcements.id });
      await tx.insert(announcementRestaurants).values(
        [a.id, b.id].map((restaurant_id) => ({
          announcement_id: row!.id,
          owner_restaurant_id: a.id,
          restaurant_id,
        })),
      );
      return row!.id;
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('the posting location sees the announcement and every addressed location', async () => {
    const seen = await withTenant(database.db, a.id, async (tx) => ({
      posts: await tx.select({ id: announcements.id }).from(announcements),
      links: await tx.select().from(announcementRestaurants),
    }));
    expect(seen.posts).toEqual([{ id: announcementId }]);
    expect(seen.links.map((l) => l.restaurant_id).sort()).toEqual([a.id, b.id].sort());
  });

  it('an addressed location reads it, and only its own address row', async () => {
    const seen = await withTenant(database.db, b.id, async (tx) => ({
      posts: await tx.select({ message: announcements.message }).from(announcements),
      links: await tx.select().from(announcementRestaurants),
    }));
    expect(seen.posts).toEqual([{ message: 'Closed Monday' }]);
    expect(seen.links.map((l) => l.restaurant_id)).toEqual([b.id]);
  });

  it('an addressed location can neither change nor delete it, nor its addresses', async () => {
    const touched = await withTenant(database.db, b.id, async (tx) => {
      const updated = await tx.update(announcements).set({ message: 'hacked' }).returning();
      const removed = await tx.delete(announcements).returning();
      const unlinked = await tx.delete(announcementRestaurants).returning();
      return updated.length + removed.length + unlinked.length;
    });
    expect(touched).toBe(0);
    const code = await failureOf(() =>
      withTenant(database.db, b.id, (tx) =>
        tx.insert(announcementRestaurants).values({
          announcement_id: announcementId,
          owner_restaurant_id: a.id,
          restaurant_id: c.id,
        }),
      ),
    );
    expect(code).toBe(RLS_VIOLATION);
  });

  it('a location it is not addressed to sees nothing', async () => {
    const seen = await withTenant(database.db, c.id, async (tx) => ({
      posts: await tx.select().from(announcements),
      links: await tx.select().from(announcementRestaurants),
    }));
    expect(seen).toEqual({ posts: [], links: [] });
  });

  it('an address row cannot claim another owner than the announcement has', async () => {
    // C claims to own A's announcement: the policy lets C write owner C, the composite key refuses it.
    const code = await failureOf(() =>
      withTenant(database.db, c.id, (tx) =>
        tx.insert(announcementRestaurants).values({
          announcement_id: announcementId,
          owner_restaurant_id: c.id,
          restaurant_id: c.id,
        }),
      ),
    );
    expect(code).toBe('23503');
  });

  it('deleting the announcement removes its addresses', async () => {
    await withTenant(database.db, a.id, (tx) =>
      tx.delete(announcements).where(eq(announcements.id, announcementId)),
    );
    const links = await database.db
      .select()
      .from(announcementRestaurants)
      .where(eq(announcementRestaurants.announcement_id, announcementId));
    expect(links).toEqual([]);
  });
});

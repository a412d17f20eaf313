import { and, arrayOverlaps, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { menus, restaurants } from '../../db/schema/index.ts';

/** A location's row (`request.tenant`). */
export type LocationRow = typeof restaurants.$inferSelect;
export type LocationValues = typeof restaurants.$inferInsert;
export type LocationPatch = Partial<Omit<typeof restaurants.$inferInsert, 'id' | 'created_at'>>;

/** Drizzle queries on locations. Reads answer `null` for "not found". */
export const restaurantsRepository = {
  /**
   * The locations among `ids`, in the order of `ids`, optionally only those in one of `groups`.
   * Reads across tenants, so it runs on the owner connection: callers pass only ids the token
   * authorises.
   */
  async listByIds(db: Db, ids: number[], groups: string[] = []): Promise<LocationRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(restaurants)
      .where(
        and(
          inArray(restaurants.id, ids),
          groups.length ? arrayOverlaps(restaurants.groups, groups) : undefined,
        ),
      );
    const rank = new Map(ids.map((id, index) => [id, index]));
    return rows.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  },

  /** The location, locked until the transaction ends (read-modify-write of its configs). */
  async findForUpdate(tx: Tx, id: number): Promise<LocationRow | null> {
    const [row] = await tx
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, id))
      .limit(1)
      .for('update');
    return row ?? null;
  },

  async update(tx: Tx, id: number, patch: LocationPatch): Promise<LocationRow | null> {
    const [row] = await tx
      .update(restaurants)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(restaurants.id, id))
      .returning();
    return row ?? null;
  },

  /**
   * The menus (drafts included) of the locations `ids`, in menu order. Runs on the owner
   * connection like `listByIds`: callers pass only ids the token authorises.
   */
  menusOf(db: Db, ids: number[]): Promise<{ id: number; name: string; restaurant_id: number }[]> {
    return db
      .select({ id: menus.id, name: menus.name, restaurant_id: menus.restaurant_id })
      .from(menus)
      .where(inArray(menus.restaurant_id, ids))
      .orderBy(asc(menus.order), asc(menus.id));
  },

  /** Creates a location unless its slug is taken: its id and slug, or `null` when taken. */
  async insertUnlessSlugTaken(
    db: Db,
    values: LocationValues,
  ): Promise<{ id: number; slug: string } | null> {
    const [created] = await db
      .insert(restaurants)
      .values(values)
      .onConflictDoNothing({ target: restaurants.slug })
      .returning({ id: restaurants.id, slug: restaurants.slug });
    return created ?? null;
  },

  /** The locations among `slugs` (any order; unknown slugs are left out). */
  listBySlugs(db: Db, slugs: string[]): Promise<{ id: number; slug: string }[]> {
    return db
      .select({ id: restaurants.id, slug: restaurants.slug })
      .from(restaurants)
      .where(inArray(restaurants.slug, slugs));
  },

  /** The location of `slug`, or `null`. */
  async findBySlug(
    db: Db,
    slug: string,
  ): Promise<{ id: number; name: string; pos: boolean } | null> {
    const [location] = await db
      .select({ id: restaurants.id, name: restaurants.name, pos: restaurants.pos_integrated })
      .from(restaurants)
      .where(eq(restaurants.slug, slug));
    return location ?? null;
  },
};

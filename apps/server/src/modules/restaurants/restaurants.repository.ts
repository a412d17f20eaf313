import { and, arrayOverlaps, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import type { Location } from '../../plugins/access-guard.ts';

export type LocationPatch = Partial<Omit<typeof restaurants.$inferInsert, 'id' | 'created_at'>>;

/** Drizzle queries on locations. Reads answer `null` for "not found". */
export const restaurantsRepository = {
  /**
   * The locations among `ids`, in the order of `ids`, optionally only those in one of `groups`.
   * Reads across tenants, so it runs on the owner connection: callers pass only ids the token
   * authorises.
   */
  async listByIds(db: Db, ids: number[], groups: string[] = []): Promise<Location[]> {
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
  async findForUpdate(tx: Tx, id: number): Promise<Location | null> {
    const [row] = await tx
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, id))
      .limit(1)
      .for('update');
    return row ?? null;
  },

  async update(tx: Tx, id: number, patch: LocationPatch): Promise<Location | null> {
    const [row] = await tx
      .update(restaurants)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(restaurants.id, id))
      .returning();
    return row ?? null;
  },
};

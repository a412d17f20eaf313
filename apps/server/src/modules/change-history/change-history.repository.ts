import { and, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { changeHistory, orders, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export type ChangeHistoryRow = typeof changeHistory.$inferSelect;
export type NewChangeHistoryRow = Omit<typeof changeHistory.$inferInsert, 'id' | 'created_at'>;

/** Which entries a page reads: a time range, optional filters, and where the last page ended. */
export interface ChangeHistoryFilter {
  restaurantId: number;
  /** Instants: from `since` (included) until `until` (excluded). */
  since: Date;
  until: Date;
  entity?: string | undefined;
  entityId?: number | undefined;
  /** Entries of the order with this number (its number as people know it, not its id). */
  orderNumber?: number | undefined;
  /** Part of the user's email, matched without case. */
  userEmail?: string | undefined;
  /** Entries older than this id (the previous page's last). */
  before?: number | undefined;
  limit: number;
}

/** Queries on `change_history` and the names of the users who made the changes. */
export const changeHistoryRepository = {
  /** Writes one entry in the caller's transaction. */
  async insert(tx: Tx, row: NewChangeHistoryRow): Promise<void> {
    await tx.insert(changeHistory).values(row);
  },

  /** The entries of `filter`, newest first, at most `limit`. */
  async list(tx: Tx, filter: ChangeHistoryFilter): Promise<ChangeHistoryRow[]> {
    const conditions: SQL[] = [
      gte(changeHistory.created_at, filter.since),
      lt(changeHistory.created_at, filter.until),
    ];
    if (filter.entity) conditions.push(eq(changeHistory.entity, filter.entity));
    if (filter.entityId !== undefined)
      conditions.push(eq(changeHistory.entity_id, filter.entityId));
    if (filter.orderNumber !== undefined) {
      conditions.push(
        eq(changeHistory.entity, 'order'),
        inArray(
          changeHistory.entity_id,
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.order_number, filter.orderNumber)),
        ),
      );
    }
    if (filter.userEmail) {
      conditions.push(ilike(changeHistory.user_email, containsPattern(filter.userEmail)));
    }
    if (filter.before !== undefined) conditions.push(lt(changeHistory.id, filter.before));
    return tx
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.restaurant_id, filter.restaurantId), ...conditions))
      .orderBy(desc(changeHistory.id))
      .limit(filter.limit);
  },

  /** The names of the users `ids` (owner connection: identity spans locations). */
  async userNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const found = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(found.map((user) => [user.id, user.name]));
  },

  /** Deletes every location's entries written before `cutoff` (owner connection); how many went. */
  async deleteBefore(db: Db, cutoff: Date): Promise<number> {
    const deleted = await db
      .delete(changeHistory)
      .where(lt(changeHistory.created_at, cutoff))
      .returning({ id: changeHistory.id });
    return deleted.length;
  },
};

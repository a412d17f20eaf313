import {
  CHANGE_HISTORY_PAGE_SIZE,
  addCalendarDays,
  startOfZonedDay,
  type ChangeHistoryPage,
  type ChangeHistoryQuery,
} from '@app/domain';
import { and, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { changeHistory, users } from '../../db/schema/index.ts';

export interface ChangeHistoryContext {
  restaurantId: number;
  /** The location's time zone: the range's dates are its calendar days. */
  timeZone: string;
  tenantTx: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  /** The owner connection, for the names of the users (identity spans locations). */
  db: Db;
}

/**
 * `GET /change-history`: the location's entries written between the start of `from` and the end
 * of `to` (location time), newest first, filtered by entity, entity id and part of the user's
 * email, one page at a time.
 */
export async function listChangeHistory(
  context: ChangeHistoryContext,
  query: ChangeHistoryQuery,
): Promise<ChangeHistoryPage> {
  const limit = query.limit ?? CHANGE_HISTORY_PAGE_SIZE;
  const conditions: SQL[] = [
    gte(changeHistory.created_at, startOfZonedDay(query.from, context.timeZone)),
    lt(changeHistory.created_at, startOfZonedDay(addCalendarDays(query.to, 1), context.timeZone)),
  ];
  if (query.entity) conditions.push(eq(changeHistory.entity, query.entity));
  if (query.entity_id !== undefined) conditions.push(eq(changeHistory.entity_id, query.entity_id));
  if (query.user) conditions.push(ilike(changeHistory.user_email, `%${escapeLike(query.user)}%`));
  if (query.cursor !== undefined) conditions.push(lt(changeHistory.id, query.cursor));

  const rows = await context.tenantTx((tx) =>
    tx
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.restaurant_id, context.restaurantId), ...conditions))
      .orderBy(desc(changeHistory.id))
      .limit(limit + 1),
  );
  const page = rows.slice(0, limit);
  const names = await userNames(context.db, page);
  return {
    items: page.map((row) => ({
      id: row.id,
      entity: row.entity,
      entity_id: row.entity_id,
      action: row.action,
      before: row.before ?? null,
      after: row.after ?? null,
      user:
        row.user_email === null
          ? null
          : {
              id: row.user_id,
              email: row.user_email,
              name: (row.user_id !== null ? names.get(row.user_id) : undefined) ?? '',
            },
      created_at: row.created_at.toISOString(),
    })),
    next_cursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

async function userNames(
  db: Db,
  rows: ReadonlyArray<{ user_id: number | null }>,
): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((user) => [user.id, user.name]));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

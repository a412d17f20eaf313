import {
  CHANGE_HISTORY_PAGE_SIZE,
  zonedDaysSpan,
  type ChangeHistoryPage,
  type ChangeHistoryQuery,
} from '@app/domain';
import type { Db, Tx } from '../../db/client.ts';
import { changeHistoryRepository } from './change-history.repository.ts';

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
 * of `to` (location time), newest first, filtered by entity, entity id (or an order's number) and part of the user's
 * email, one page at a time.
 */
export async function listChangeHistory(
  context: ChangeHistoryContext,
  query: ChangeHistoryQuery,
): Promise<ChangeHistoryPage> {
  const limit = query.limit ?? CHANGE_HISTORY_PAGE_SIZE;
  const span = zonedDaysSpan(query.from, query.to, context.timeZone);
  const rows = await context.tenantTx((tx) =>
    changeHistoryRepository.list(tx, {
      restaurantId: context.restaurantId,
      since: span.from,
      until: span.to,
      entity: query.entity,
      entityId: query.entity_id,
      orderNumber: query.order_number,
      userEmail: query.user,
      before: query.cursor,
      limit: limit + 1,
    }),
  );
  const page = rows.slice(0, limit);
  const userIds = page.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
  const names = await changeHistoryRepository.userNames(context.db, [...new Set(userIds)]);
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

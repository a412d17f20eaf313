import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditTransactions, credits, orders, users } from '../../db/schema/index.ts';

export interface CreditMovementRow {
  id: number;
  created_at: Date;
  credit_id: number;
  email: string;
  name: string | null;
  kind: string;
  amount: number;
  balance_after: number;
  order_id: number | null;
  order_number: number | null;
  note: string | null;
  created_by: number | null;
}

/** The credits ledger of a location, read for the history. */
export const creditHistoryRepository = {
  /**
   * Ledger rows written in [`from`, `to`), newest first, with their credit's email and name and
   * the order's number; `before`: the last id of the previous page; `email`: one credit's rows.
   */
  page(
    tx: Tx,
    restaurantId: number,
    query: {
      from: Date;
      to: Date;
      email?: string | undefined;
      before?: number | undefined;
      limit: number;
    },
  ): Promise<CreditMovementRow[]> {
    const email = query.email?.trim();
    return tx
      .select({
        id: creditTransactions.id,
        created_at: creditTransactions.created_at,
        credit_id: creditTransactions.credit_id,
        email: credits.email,
        name: credits.name,
        kind: creditTransactions.kind,
        amount: creditTransactions.amount,
        balance_after: creditTransactions.balance_after,
        order_id: creditTransactions.order_id,
        order_number: orders.order_number,
        note: creditTransactions.note,
        created_by: creditTransactions.created_by,
      })
      .from(creditTransactions)
      .innerJoin(credits, eq(credits.id, creditTransactions.credit_id))
      .leftJoin(orders, eq(orders.id, creditTransactions.order_id))
      .where(
        and(
          eq(creditTransactions.restaurant_id, restaurantId),
          gte(creditTransactions.created_at, query.from),
          lt(creditTransactions.created_at, query.to),
          email ? sql`lower(${credits.email}) = lower(${email})` : undefined,
          query.before === undefined ? undefined : lt(creditTransactions.id, query.before),
        ),
      )
      .orderBy(desc(creditTransactions.id))
      .limit(query.limit);
  },

  /**
   * The names and emails of the staff who wrote ledger rows. Accounts are read on the owner
   * connection: the tenant role has no access to `users` (db/client.ts `ownerOnlyTables`).
   */
  async staffByIds(db: Db, ids: number[]): Promise<Map<number, { name: string; email: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
  },
};

import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { orderTransactions } from '../../../db/schema/index.ts';

export type OrderTransactionValues = Omit<
  typeof orderTransactions.$inferInsert,
  'id' | 'created_at' | 'updated_at'
>;

/**
 * Queries on the orders' money ledger (`order_transactions`, DESIGN §10). Every call runs in the
 * order's tenant transaction.
 */
export const orderTransactionsRepository = {
  /** The order's card holds not yet captured nor cancelled (kind `charge`, status `pending`). */
  pendingCharges(tx: Tx, orderId: number) {
    return tx
      .select({
        id: orderTransactions.id,
        amount: orderTransactions.amount,
        details: orderTransactions.details,
      })
      .from(orderTransactions)
      .where(
        and(
          eq(orderTransactions.order_id, orderId),
          eq(orderTransactions.kind, 'charge'),
          eq(orderTransactions.status, 'pending'),
        ),
      );
  },

  /** How many charges (of any status) the order ever had. */
  async countCharges(tx: Tx, orderId: number): Promise<number> {
    const rows = await tx
      .select({ id: orderTransactions.id })
      .from(orderTransactions)
      .where(and(eq(orderTransactions.order_id, orderId), eq(orderTransactions.kind, 'charge')));
    return rows.length;
  },

  async insert(tx: Tx, values: OrderTransactionValues): Promise<void> {
    await tx.insert(orderTransactions).values(values);
  },

  /** Withdraws the order's deposit requests not yet paid (the order is cancelled). */
  async cancelPendingDepositRequests(tx: Tx, orderId: number): Promise<void> {
    await tx
      .update(orderTransactions)
      .set({ status: 'cancelled', updated_at: new Date() })
      .where(
        and(
          eq(orderTransactions.order_id, orderId),
          eq(orderTransactions.kind, 'deposit_request'),
          eq(orderTransactions.status, 'pending'),
        ),
      );
  },

  /** Marks the order's pending charges cancelled. */
  async cancelPendingCharges(tx: Tx, orderId: number): Promise<void> {
    await tx
      .update(orderTransactions)
      .set({ status: 'cancelled', updated_at: new Date() })
      .where(
        and(
          eq(orderTransactions.order_id, orderId),
          eq(orderTransactions.kind, 'charge'),
          eq(orderTransactions.status, 'pending'),
        ),
      );
  },
};

import type { LedgerRow } from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
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

  /** Every ledger row of the order as `orderMoneyCents` (and an invoice) reads it, oldest first. */
  async moneyRows(tx: Tx, orderId: number) {
    const rows = await tx
      .select({
        kind: orderTransactions.kind,
        status: orderTransactions.status,
        amount: orderTransactions.amount,
        created_at: orderTransactions.created_at,
      })
      .from(orderTransactions)
      .where(eq(orderTransactions.order_id, orderId))
      .orderBy(asc(orderTransactions.created_at), asc(orderTransactions.id));
    return rows as (LedgerRow & { created_at: Date })[];
  },

  /**
   * A hold settled: `succeeded` when captured (its amount becomes what was taken, the hold kept
   * in details) or `failed` when the processor refused the capture (with its code as reason).
   */
  async markHold(
    tx: Tx,
    id: number,
    change: {
      status: 'succeeded' | 'failed';
      amount?: number;
      reason?: string;
      details?: Record<string, unknown>;
    },
  ): Promise<void> {
    await tx
      .update(orderTransactions)
      .set({ ...change, updated_at: new Date() })
      .where(eq(orderTransactions.id, id));
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

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { orderTransactions } from '../../../db/schema/index.ts';
import type { OrderTransactionValues } from '../writes/order-transactions.repository.ts';

export type LedgerRowRead = Awaited<ReturnType<typeof orderLedgerRepository.rows>>[number];

/**
 * Queries of the money actions on an order's ledger (`order_transactions`, DESIGN §10). Every
 * call runs in the order's tenant transaction, after the order is locked.
 */
export const orderLedgerRepository = {
  /** Every ledger row of the order, oldest first, with the name of who made it. */
  rows(tx: Tx, orderId: number) {
    return tx
      .select({
        id: orderTransactions.id,
        kind: orderTransactions.kind,
        status: orderTransactions.status,
        amount: orderTransactions.amount,
        reason: orderTransactions.reason,
        details: orderTransactions.details,
        created_at: orderTransactions.created_at,
        // Who did it, as written on the row (`details.created_by_name`): the users table is
        // identity, outside the location's transaction.
        created_by_name: sql<string | null>`${orderTransactions.details}->>'created_by_name'`,
      })
      .from(orderTransactions)
      .where(eq(orderTransactions.order_id, orderId))
      .orderBy(asc(orderTransactions.created_at), asc(orderTransactions.id));
  },

  /** Inserts a row made by `by` (the staff member's email, kept as `details.created_by_name`). */
  async insert(tx: Tx, values: OrderTransactionValues, by: string): Promise<number> {
    const [row] = await tx
      .insert(orderTransactions)
      .values({ ...values, details: { ...values.details, created_by_name: by } })
      .returning({ id: orderTransactions.id });
    return row!.id;
  },

  /** Settles a row: its status, and details merged into what it holds. */
  async settle(
    tx: Tx,
    id: number,
    patch: { status: string; reason?: string | null; details?: Record<string, unknown> },
  ): Promise<void> {
    await tx
      .update(orderTransactions)
      .set({
        status: patch.status,
        ...(patch.reason === undefined ? {} : { reason: patch.reason }),
        details: sql`${orderTransactions.details} || ${JSON.stringify(patch.details ?? {})}::jsonb`,
        updated_at: new Date(),
      })
      .where(eq(orderTransactions.id, id));
  },

  /** Marks the order's waiting rows of `kind` (deposit or refund requests) with `status`. */
  async settlePending(
    tx: Tx,
    orderId: number,
    kind: 'deposit_request' | 'refund_request',
    status: 'succeeded' | 'cancelled',
    details: Record<string, unknown>,
  ): Promise<void> {
    await tx
      .update(orderTransactions)
      .set({
        status,
        details: sql`${orderTransactions.details} || ${JSON.stringify(details)}::jsonb`,
        updated_at: new Date(),
      })
      .where(
        and(
          eq(orderTransactions.order_id, orderId),
          eq(orderTransactions.kind, kind),
          eq(orderTransactions.status, 'pending'),
        ),
      );
  },
};

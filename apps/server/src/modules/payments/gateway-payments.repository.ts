import { fromCents, toCents } from '@app/domain';
import { and, eq, like } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { gatewayCardTokens, gatewayPayments } from '../../db/schema/index.ts';
import { currentTenant } from '../../db/schema/tenancy.ts';
import type { GatewayPayment, GatewayPaymentStatus } from './payment-gateway.ts';
import { isTestCardBehaviour, type TestCardBehaviour } from './test-cards.ts';

/**
 * The embedded test gateway's rows. They belong to the tenant of the running transaction
 * (`restaurant_id` is taken from it), so the gateway needs no location argument and can never
 * write a row for another location. Amounts are cents here, dollars in the columns.
 *
 * Refunds are rows of their own (status `refund`, so their idempotency key is unique like a
 * charge's); a refund's reference is its payment's reference followed by `:refund:<n>`.
 */

export type PaymentRow = typeof gatewayPayments.$inferSelect;

/** The status of refund rows; payments use the `GatewayPaymentStatus` values. */
export const REFUND_STATUS = 'refund';

export function refundReference(paymentReference: string, sequence: number): string {
  return `${paymentReference}:refund:${sequence}`;
}

export function paymentOfRow(row: PaymentRow): GatewayPayment {
  return {
    reference: row.reference,
    status: row.status as GatewayPaymentStatus,
    orderId: row.order_id,
    amountCents: toCents(row.amount),
    capturedCents: toCents(row.captured_amount),
    refundedCents: toCents(row.refunded_amount),
  };
}

export const gatewayPaymentsRepository = {
  async insertToken(
    tx: Tx,
    row: { token: string; brand: string; last4: string; behaviour: TestCardBehaviour },
  ): Promise<void> {
    await tx.insert(gatewayCardTokens).values({ ...row, restaurant_id: currentTenant });
  },

  async tokenBehaviour(tx: Tx, token: string): Promise<TestCardBehaviour | null> {
    const [row] = await tx
      .select({ behaviour: gatewayCardTokens.behaviour })
      .from(gatewayCardTokens)
      .where(eq(gatewayCardTokens.token, token))
      .limit(1);
    return row && isTestCardBehaviour(row.behaviour) ? row.behaviour : null;
  },

  /**
   * Inserts the row unless the key is taken; answers the row holding the key either way. A
   * concurrent insert of the same key waits for the first to commit, then reads its row.
   */
  async insertOnce(
    tx: Tx,
    row: {
      reference: string;
      idempotency_key: string;
      token: string;
      order_id: number | null;
      status: string;
      amountCents: number;
      failure_code?: string | null;
    },
  ): Promise<{ row: PaymentRow; created: boolean }> {
    const { amountCents, ...values } = row;
    const [inserted] = await tx
      .insert(gatewayPayments)
      .values({ ...values, amount: fromCents(amountCents), restaurant_id: currentTenant })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { row: inserted, created: true };
    const existing = await this.findByKey(tx, row.idempotency_key);
    if (!existing) throw new Error('idempotency key taken but its payment is invisible');
    return { row: existing, created: false };
  },

  async findByKey(tx: Tx, idempotencyKey: string): Promise<PaymentRow | null> {
    const [row] = await tx
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.idempotency_key, idempotencyKey))
      .limit(1);
    return row ?? null;
  },

  /** The payment by reference, locked until the transaction ends (capture and refund). */
  async lock(tx: Tx, reference: string): Promise<PaymentRow | null> {
    const [row] = await tx
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.reference, reference))
      .limit(1)
      .for('update');
    return row && row.status !== REFUND_STATUS ? row : null;
  },

  async update(
    tx: Tx,
    id: number,
    patch: { status: GatewayPaymentStatus; capturedCents?: number; refundedCents?: number },
  ): Promise<PaymentRow> {
    const [row] = await tx
      .update(gatewayPayments)
      .set({
        status: patch.status,
        ...(patch.capturedCents === undefined
          ? {}
          : { captured_amount: fromCents(patch.capturedCents) }),
        ...(patch.refundedCents === undefined
          ? {}
          : { refunded_amount: fromCents(patch.refundedCents) }),
        updated_at: new Date(),
      })
      .where(eq(gatewayPayments.id, id))
      .returning();
    return row!;
  },

  async refundCount(tx: Tx, paymentReference: string): Promise<number> {
    const rows = await tx
      .select({ id: gatewayPayments.id })
      .from(gatewayPayments)
      .where(
        and(
          eq(gatewayPayments.status, REFUND_STATUS),
          like(gatewayPayments.reference, `${paymentReference}:refund:%`),
        ),
      );
    return rows.length;
  },
};

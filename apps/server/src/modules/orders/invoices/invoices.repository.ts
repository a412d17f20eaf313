import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { invoiceCounters, orderInvoices } from '../../../db/schema/index.ts';

export type InvoiceRow = typeof orderInvoices.$inferSelect;

/** Invoices of orders (`order_invoices`) and their per-location numbers, in the tenant's transaction. */
export const invoicesRepository = {
  /**
   * The location's next invoice number, taken in the caller's transaction: the counter row stays
   * locked until it ends, so concurrent invoices queue and a rolled-back one leaves no gap.
   */
  async nextNumber(tx: Tx, restaurantId: number): Promise<number> {
    const [row] = await tx
      .insert(invoiceCounters)
      .values({ restaurant_id: restaurantId, last_number: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.restaurant_id,
        set: { last_number: sql`${invoiceCounters.last_number} + 1` },
      })
      .returning({ number: invoiceCounters.last_number });
    return row!.number;
  },

  async insert(tx: Tx, values: typeof orderInvoices.$inferInsert): Promise<InvoiceRow> {
    const [row] = await tx.insert(orderInvoices).values(values).returning();
    return row!;
  },

  async find(tx: Tx, orderId: number, invoiceId: number): Promise<InvoiceRow | null> {
    const [row] = await tx
      .select()
      .from(orderInvoices)
      .where(and(eq(orderInvoices.order_id, orderId), eq(orderInvoices.id, invoiceId)))
      .limit(1);
    return row ?? null;
  },

  /** The order's invoices, oldest first, without their PDF. */
  listForOrder(tx: Tx, orderId: number) {
    return tx
      .select({
        id: orderInvoices.id,
        number: orderInvoices.number,
        amount: orderInvoices.amount,
        emailed_to: orderInvoices.emailed_to,
        created_at: orderInvoices.created_at,
      })
      .from(orderInvoices)
      .where(eq(orderInvoices.order_id, orderId))
      .orderBy(asc(orderInvoices.id));
  },
};

import { z } from 'zod';
import type { OrderType, PaymentPreference } from '../order-constants.ts';

/** An order's invoice status (spec part 2 §4): none, not ready, ready. */
export const invoiceStatuses = ['none', 'not_ready', 'ready'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/**
 * - `ready`: an invoice was issued (its PDF can be downloaded and was mailed);
 * - `not_ready`: the order will be invoiced when it is completed (payment preference invoice, or
 *   a pre-order, which may be invoiced) and no invoice is issued yet;
 * - `none`: no invoice is expected (card, cost centre, purchase order, no preference).
 */
export function invoiceStatus(order: {
  type: OrderType;
  paymentPreference: PaymentPreference | null;
  invoiceCount: number;
}): InvoiceStatus {
  if (order.invoiceCount > 0) return 'ready';
  if (order.paymentPreference === 'invoice' || order.type === 'event') return 'not_ready';
  return 'none';
}

export const ZOrderInvoice = z.object({
  id: z.int(),
  number: z.int(),
  amount: z.number(),
  /** Where it was mailed; null when the order has no email address. */
  emailed_to: z.string().nullable(),
  created_at: z.string(),
});
export type OrderInvoice = z.infer<typeof ZOrderInvoice>;

/** `GET /orders/{id}/invoices`: the status and the invoices issued, oldest first. */
export const ZOrderInvoices = z.object({
  status: z.enum(invoiceStatuses),
  invoices: z.array(ZOrderInvoice),
});
export type OrderInvoices = z.infer<typeof ZOrderInvoices>;

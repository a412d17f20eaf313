import { z } from 'zod';

/**
 * The money ledger of an order (DESIGN §10, `order_transactions`): every movement or request of
 * money is one row; what the order has paid, refunded and still owes is derived from the rows
 * (`orderMoney`), never stored twice.
 *
 * Kinds and what their statuses mean:
 * - `charge`: money taken from a card. `pending` = held (authorised, not captured; counts as
 *   held, not paid); `succeeded` = captured or charged (paid); `failed` = refused by the
 *   processor (kept with its reason); `cancelled` = a hold released.
 * - `deposit_request`: staff asked the customer for a deposit. `pending` = asked, not paid;
 *   `succeeded` = paid (counts as paid); `cancelled` = withdrawn.
 * - `invoice`: an invoice issued for the balance. `pending` = sent, unpaid; `succeeded` = paid
 *   (counts as paid); `cancelled` = voided; `failed` = could not be issued.
 * - `payment`: money received outside the card processor and confirmed by staff (cost centre,
 *   purchase order, cash, cheque). `succeeded` only (counts as paid).
 * - `refund_request`: someone asked for a refund with a reason. `pending` = waiting;
 *   `succeeded` = granted (a `refund` row follows); `cancelled` = refused.
 * - `refund`: money given back. `succeeded` = given back (counts as refunded); `failed` = the
 *   processor refused (kept with its reason, counts nothing).
 * - `credit_return`: store credit given back to the guest (school cancel or refund).
 *   `succeeded` only; it is not card money and counts in `creditsReturnedCents`.
 */
export const orderTransactionKinds = [
  'charge',
  'deposit_request',
  'invoice',
  'payment',
  'refund_request',
  'refund',
  'credit_return',
] as const;
export type OrderTransactionKind = (typeof orderTransactionKinds)[number];

export const orderTransactionStatuses = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type OrderTransactionStatus = (typeof orderTransactionStatuses)[number];

/** One ledger row as the API answers it (amounts in dollars, 2 decimals). */
export const ZOrderTransaction = z.object({
  id: z.int(),
  kind: z.enum(orderTransactionKinds),
  status: z.enum(orderTransactionStatuses),
  /** Null when the order's amounts are private (pay what you can: `private-amounts.ts`). */
  amount: z.number().nullable(),
  /** Why (refund reason, decline code of the processor, deposit note…); null when none. */
  reason: z.string().nullable(),
  /** Who did it (the staff member's name or email); null for the system. */
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type OrderTransaction = z.infer<typeof ZOrderTransaction>;

/** What the order's money amounts to, derived from its ledger (amounts in dollars; all null
 * when the order's amounts are private). */
export const ZOrderMoney = z.object({
  /** The order's total with the tip. */
  total: z.number().nullable(),
  /** Captured, charged, paid deposits, paid invoices and confirmed payments. */
  paid: z.number().nullable(),
  /** Held on a card, not captured. */
  held: z.number().nullable(),
  refunded: z.number().nullable(),
  /** paid − refunded: what a refund may still give back. */
  refundable: z.number().nullable(),
  /** What the customer still owes: total − paid, never below zero. */
  outstanding: z.number().nullable(),
  /** Deposit requests asked and not yet paid. */
  pending_deposits: z.number().nullable(),
  /** Refund requests waiting for a decision. */
  pending_refund_requests: z.number().nullable(),
  credits_returned: z.number().nullable(),
});
export type OrderMoney = z.infer<typeof ZOrderMoney>;

/** `GET /orders/{id}/money`: the derived amounts and every ledger row, oldest first. */
export const ZOrderMoneyAnswer = z.object({
  money: ZOrderMoney,
  transactions: z.array(ZOrderTransaction),
  /** True when the amounts are withheld (pay what you can). */
  private: z.boolean().optional(),
});
export type OrderMoneyAnswer = z.infer<typeof ZOrderMoneyAnswer>;

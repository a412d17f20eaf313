import { fromCents, toCents } from '../../money/cents.ts';
import type { OrderMoney, OrderTransactionKind, OrderTransactionStatus } from './ledger-schemas.ts';

/** A ledger row as the derivation needs it (amount in dollars, as stored). */
export interface LedgerRow {
  kind: OrderTransactionKind;
  status: OrderTransactionStatus;
  amount: number;
}

/** The amounts of `orderMoney`, in integer cents. */
export interface OrderMoneyCents {
  totalCents: number;
  paidCents: number;
  heldCents: number;
  refundedCents: number;
  refundableCents: number;
  outstandingCents: number;
  pendingDepositsCents: number;
  pendingRefundRequestsCents: number;
  creditsReturnedCents: number;
}

const PAID_KINDS: ReadonlySet<OrderTransactionKind> = new Set([
  'charge',
  'deposit_request',
  'invoice',
  'payment',
]);

function sumCents(rows: readonly LedgerRow[], keep: (row: LedgerRow) => boolean): number {
  return rows.filter(keep).reduce((sum, row) => sum + toCents(row.amount), 0);
}

/**
 * What an order's money amounts to, from its ledger rows (meanings in ledger-schemas.ts) and its
 * total with the tip: the one derivation of paid, held, refunded, refundable and outstanding.
 */
export function orderMoneyCents(totalCents: number, rows: readonly LedgerRow[]): OrderMoneyCents {
  const paidCents = sumCents(rows, (r) => PAID_KINDS.has(r.kind) && r.status === 'succeeded');
  const refundedCents = sumCents(rows, (r) => r.kind === 'refund' && r.status === 'succeeded');
  return {
    totalCents,
    paidCents,
    heldCents: sumCents(rows, (r) => r.kind === 'charge' && r.status === 'pending'),
    refundedCents,
    refundableCents: Math.max(0, paidCents - refundedCents),
    outstandingCents: Math.max(0, totalCents - paidCents),
    pendingDepositsCents: sumCents(
      rows,
      (r) => r.kind === 'deposit_request' && r.status === 'pending',
    ),
    pendingRefundRequestsCents: sumCents(
      rows,
      (r) => r.kind === 'refund_request' && r.status === 'pending',
    ),
    creditsReturnedCents: sumCents(
      rows,
      (r) => r.kind === 'credit_return' && r.status === 'succeeded',
    ),
  };
}

/** `orderMoneyCents` as the API answers it (dollars). */
export function orderMoney(totalCents: number, rows: readonly LedgerRow[]): OrderMoney {
  const m = orderMoneyCents(totalCents, rows);
  return {
    total: fromCents(m.totalCents),
    paid: fromCents(m.paidCents),
    held: fromCents(m.heldCents),
    refunded: fromCents(m.refundedCents),
    refundable: fromCents(m.refundableCents),
    outstanding: fromCents(m.outstandingCents),
    pending_deposits: fromCents(m.pendingDepositsCents),
    pending_refund_requests: fromCents(m.pendingRefundRequestsCents),
    credits_returned: fromCents(m.creditsReturnedCents),
  };
}

import {
  fromCents,
  hasPrivateAmounts,
  withholdMoney,
  orderMoney,
  orderMoneyCents,
  toCents,
  type OrderMoneyAnswer,
  type OrderMoneyCents,
  type OrderTransaction,
  type OrderTransactionKind,
  type OrderTransactionStatus,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { storedData, type OrderRow } from '../orders.repository.ts';
import { orderLedgerRepository, type LedgerRowRead } from './order-ledger.repository.ts';

/** An order's ledger as read under its lock: the rows, the derived amounts in cents, the answer. */
export interface OrderLedger {
  rows: LedgerRowRead[];
  cents: OrderMoneyCents;
  /** The order's amounts are private (pay what you can): the answer withholds them. */
  private: boolean;
  answer: OrderMoneyAnswer;
}

/** The total the money is counted against: the order's total with the tip. */
export function orderTotalCents(order: OrderRow): number {
  return toCents(storedData(order).costs.totalWithTip);
}

/** Reads the order's ledger and derives its money (`orderMoney`, the one derivation). */
export async function readOrderLedger(tx: Tx, order: OrderRow): Promise<OrderLedger> {
  const rows = await orderLedgerRepository.rows(tx, order.id);
  const ledgerRows = rows.map((row) => ({
    kind: row.kind as OrderTransactionKind,
    status: row.status as OrderTransactionStatus,
    amount: row.amount,
  }));
  const total = orderTotalCents(order);
  const { costs, checkout } = storedData(order);
  const hidden = hasPrivateAmounts(costs, checkout.pricing);
  const answer = { money: orderMoney(total, ledgerRows), transactions: rows.map(toTransaction) };
  return {
    rows,
    cents: orderMoneyCents(total, ledgerRows),
    private: hidden,
    answer: hidden ? withholdMoney(answer) : answer,
  };
}

function toTransaction(row: LedgerRowRead): OrderTransaction {
  return {
    id: row.id,
    kind: row.kind as OrderTransactionKind,
    status: row.status as OrderTransactionStatus,
    amount: fromCents(toCents(row.amount)),
    reason: row.reason,
    created_by_name: row.created_by_name,
    created_at: row.created_at.toISOString(),
  };
}

import {
  fromCents,
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
  return {
    rows,
    cents: orderMoneyCents(total, ledgerRows),
    answer: { money: orderMoney(total, ledgerRows), transactions: rows.map(toTransaction) },
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

import {
  finalizeCancelReason,
  finalizeCompleteWith,
  isBeforeScheduledDate,
  type FinalizedOrder,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { recordChange } from '../../change-history/record-change.ts';
import {
  ordersRepository as orders,
  storedData,
  toOrder,
  type OrderRow,
} from '../../orders/orders.repository.ts';
import { cancelOrder } from '../../orders/writes/cancel-order.ts';
import { settleBalance } from '../../orders/writes/complete-order.ts';
import { orderTransactionsRepository as ledger } from '../../orders/writes/order-transactions.repository.ts';

/** An order of the suite that could not be settled: the suite's transaction ends with it. */
export class SuiteOrderFailure extends Error {
  constructor(
    readonly order: { id: number; order_number: number | null },
    override readonly cause: unknown,
  ) {
    super(`order ${order.id} could not be finalized`);
  }
}

export interface SettledOrders {
  completed: FinalizedOrder[];
  cancelled: { id: number; order_number: number | null }[];
}

/**
 * Settles a suite's open orders in id order, in the suite's transaction: an accepted (in
 * progress) order is completed — not before its scheduled date (2308), as any completion — and
 * its balance charged to the card on file or its hold (an invoice when the card is refused) or
 * invoiced when it has no card (`settleBalance`, every movement a ledger row); a pending one is
 * cancelled as a decline is (credits back, holds released, deposit kept). Each order gets its
 * change-history row. The first order that fails throws `SuiteOrderFailure` naming it, and the
 * caller rolls the whole suite back.
 */
export async function settleSuiteOrders(
  tx: Tx,
  ctx: OrderContext,
  open: readonly OrderRow[],
): Promise<SettledOrders> {
  const settled: SettledOrders = { completed: [], cancelled: [] };
  for (const row of open) {
    try {
      if (row.status === 'in_progress') settled.completed.push(await completeOrder(tx, ctx, row));
      else settled.cancelled.push(await cancelPendingOrder(tx, ctx, row));
    } catch (error) {
      throw new SuiteOrderFailure({ id: row.id, order_number: row.order_number }, error);
    }
  }
  return settled;
}

async function completeOrder(tx: Tx, ctx: OrderContext, row: OrderRow): Promise<FinalizedOrder> {
  if (isBeforeScheduledDate(row.pickup_time, new Date(), ctx.location.timezone)) {
    throw new AppError('order_before_scheduled_date');
  }
  const completeWith = finalizeCompleteWith({
    hasCard: storedData(row).checkout.creditCard !== null,
    hasHold: (await ledger.pendingCharges(tx, row.id)).length > 0,
  });
  const completion = await settleBalance(tx, ctx, row, {
    completeWith,
    invoiceOnCardFailure: true,
  });
  const after = await orders.update(tx, row.id, { status: 'completed' });
  await recordFinalize(tx, ctx, row, { ...toOrder(after), completion });
  return {
    id: row.id,
    order_number: row.order_number,
    method: completion.method,
    amount: completion.amount,
    invoice_number: completion.invoice?.number ?? null,
    emailed_to: completion.invoice?.emailed_to ?? null,
    card_failure: completion.card_failure,
  };
}

async function cancelPendingOrder(tx: Tx, ctx: OrderContext, row: OrderRow) {
  const after = await cancelOrder(tx, ctx, row, {
    status: 'cancelled',
    reason: finalizeCancelReason(ctx.locale),
  });
  await recordFinalize(tx, ctx, row, toOrder(after));
  return { id: row.id, order_number: row.order_number };
}

function recordFinalize(tx: Tx, ctx: OrderContext, before: OrderRow, after: unknown) {
  return recordChange(tx, {
    restaurantId: ctx.restaurantId,
    entity: 'order',
    entityId: before.id,
    action: 'finalize',
    before: toOrder(before),
    after,
    user: ctx.user,
  });
}

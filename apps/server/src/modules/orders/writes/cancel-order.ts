import type { OrderStatus } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { ordersRepository as orders, storedData, type OrderRow } from '../orders.repository.ts';
import { releaseHolds } from './order-card.ts';
import { giveBackOrderCredits } from './order-credits.ts';
import { orderTransactionsRepository as ledger } from './order-transactions.repository.ts';

/**
 * An order ended with its reason (declined, bulk-cancelled, refunded in full): the credits it used
 * come back, its unpaid deposit requests are withdrawn and its card holds released. Money it paid
 * stays where it is: a catering order keeps its deposit, and a refund gives money back itself.
 */
export async function cancelOrder(
  tx: Tx,
  ctx: OrderContext,
  order: OrderRow,
  change: { status: OrderStatus; reason: string },
): Promise<OrderRow> {
  await giveBackOrderCredits(tx, ctx, order.id);
  await ledger.cancelPendingDepositRequests(tx, order.id);
  await releaseHolds(tx, order.id);
  return orders.update(tx, order.id, {
    status: change.status,
    data: { ...storedData(order), statusReason: change.reason },
  });
}

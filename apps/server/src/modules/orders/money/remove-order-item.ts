import type { OrderType, RemoveItemRequest } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import type { IdempotentAnswer } from '../../../lib/idempotency.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { storedData } from '../orders.repository.ts';
import { assertModifiable, rewriteOrder } from '../writes/modify-order.ts';
import { runMoneyAction, type MoneyActionBody } from './money-action.ts';

/**
 * `POST /orders/{id}/remove-item` (lead and above): removes one item line of a pending or
 * in-progress order, for good. The order is priced, scheduled and checked again without it
 * (`rewriteOrder`, as a modification: the domain's cost engine, the credits taken again, the card
 * hold following the new total). The last line is refused (409 `order_last_item`: complete the
 * order, then request a full refund). Money already paid is not moved: what is now paid beyond
 * the new total stays refundable for a manager (docs/decisions/order-money.md).
 */
export function removeOrderItem(
  ctx: OrderContext,
  orderId: number,
  body: RemoveItemRequest,
  idempotencyKey: string | undefined,
): Promise<IdempotentAnswer<MoneyActionBody>> {
  return runMoneyAction(
    ctx,
    {
      orderId,
      route: 'POST /api/orders/:id/remove-item',
      idempotencyKey,
      request: { orderId, ...body },
    },
    async (tx, order) => {
      assertModifiable(order);
      const data = storedData(order);
      if (!data.items.some((item) => item.cartIndex === body.cartIndex)) {
        throw new AppError('order_line_unknown', { cartIndex: body.cartIndex });
      }
      if (data.items.length === 1) throw new AppError('order_last_item');
      const items = data.items.filter((item) => item.cartIndex !== body.cartIndex);
      const row = await rewriteOrder(tx, ctx, order, {
        type: order.type as OrderType,
        data: { config: data.config, items, checkout: data.checkout },
      });
      return { row, action: 'remove_item' };
    },
  );
}

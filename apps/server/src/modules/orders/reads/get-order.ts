import type { OrderDraft, OrderType, OrderWithValidation } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { describeProblems, priceOrder } from '../pricing/price-order.ts';
import { ordersRepository as orders, storedData, toOrder } from '../orders.repository.ts';

/**
 * `GET /orders/order-with-validated-items/{id}`: the order as stored, and every line checked
 * again against today's catalogue (sold out, hidden, unpublished, menu closed, options gone,
 * membership) at the order's due time, or now when that has passed. `validation` lists each
 * problem by cart index (null for the whole order) with its message in the caller's language;
 * nothing is stored. Another location's order is 404.
 *
 * `GET /orders/by-number/{number}` answers the same, the order found by the number people know it
 * by (#1008: the confirmation, the order card, the route `/order-management/1008`).
 */
export function getOrderWithValidatedItems(
  ctx: OrderContext,
  lookup: { id: number } | { number: number },
): Promise<OrderWithValidation> {
  return ctx.tenantTx(async (tx) => {
    const row =
      'id' in lookup
        ? await orders.find(tx, lookup.id)
        : await orders.findByNumber(tx, lookup.number);
    if (!row) throw new AppError('not_found');
    const { config, items, checkout } = storedData(row);
    const draft: OrderDraft = { type: row.type as OrderType, data: { config, items, checkout } };
    const now = new Date();
    const at = row.pickup_time && row.pickup_time > now ? row.pickup_time : now;
    // The order's own staff overrides are read back whoever asks (they are the stored costs').
    const priced = await priceOrder(tx, ctx, draft, at, {
      keptOverrides: checkout.pricing.overrides,
      excludeOrderId: row.id,
    });
    return { ...toOrder(row), validation: describeProblems(priced.problems, ctx.locale) };
  });
}

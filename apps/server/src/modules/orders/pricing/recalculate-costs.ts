import type { CartItem, OrderCosts, OrderDraft, OrderLineProblem } from '@app/domain';
import { readOrderBooking } from '../scheduling/order-bookings.ts';
import type { OrderTakingContext } from '../../../context/order-context.ts';
import { pricingInstantOf } from '../scheduling/order-scheduling.ts';
import { describeProblems, priceOrder, type RemovedOption } from './price-order.ts';

export interface RecalculatedCosts {
  items: CartItem[];
  costs: OrderCosts;
  problems: OrderLineProblem[];
  removed: RemovedOption[];
}

/**
 * `POST /orders/recalculate-costs`: the server's prices and costs of a draft, with every problem
 * in the caller's words (the lines that cannot be ordered, refused codes) rather than an error,
 * so the cart can show them while staff keep editing. Nothing is written. `excludeOrderId`: the
 * saved order the draft changes (its meals do not count against its own subsidy code).
 */
export function recalculateCosts(
  ctx: OrderTakingContext,
  draft: OrderDraft,
  options: { excludeOrderId?: number | undefined } = {},
): Promise<RecalculatedCosts> {
  return ctx.tenantTx(async (tx) => {
    const now = new Date();
    const booking = await readOrderBooking(tx, ctx, draft, now);
    const priced = await priceOrder(
      tx,
      ctx,
      draft,
      (menu) => pricingInstantOf(draft, menu, ctx.location.timezone, now, booking.at),
      { excludeOrderId: options.excludeOrderId },
    );
    return {
      items: priced.draft.data.items,
      costs: priced.costs,
      problems: describeProblems(priced.problems, ctx.locale),
      removed: priced.removed,
    };
  });
}

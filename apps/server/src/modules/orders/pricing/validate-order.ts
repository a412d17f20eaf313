import type { OrderDraft, ZValidateOrderResponse } from '@app/domain';
import type { z } from 'zod';
import type { OrderContext } from '../../../context/order-context.ts';
import { checkOrder, describeRefusals } from '../writes/check-order.ts';

/**
 * `POST /orders/validate`: every rule `POST /orders` applies to the same draft (check-order.ts:
 * pause, booking, lines and codes, minimum order, scheduling and capacity, the order type's
 * rules), each refusal listed rather than thrown; `valid` when the submit would take it as it
 * is. Nothing is written and no lock is taken, so a place free now may be taken by the time
 * the order is submitted.
 */
export function validateOrder(
  ctx: OrderContext,
  draft: OrderDraft,
): Promise<z.infer<typeof ZValidateOrderResponse>> {
  return ctx.tenantTx(async (tx) => {
    const checked = await checkOrder(tx, ctx, draft, { now: new Date(), isNew: true });
    const problems = describeRefusals(checked.refusals, ctx.locale);
    return {
      valid: problems.length === 0,
      items: checked.priced.draft.data.items,
      problems,
      costs: checked.priced.costs,
    };
  });
}

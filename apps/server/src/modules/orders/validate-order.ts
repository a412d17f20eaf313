import type { OrderDraft, ZValidateOrderResponse } from '@app/domain';
import type { z } from 'zod';
import type { OrderContext } from '../../context/order-context.ts';
import { recalculateCosts } from './recalculate-costs.ts';

/**
 * `POST /orders/validate`: every line checked against the catalogue at the due time (or now),
 * with the order's codes and membership (recalculate-costs); `valid` when nothing stands in the
 * way of pricing. Scheduling, contact and delivery are judged at submit. Nothing is written.
 */
export async function validateOrder(
  ctx: OrderContext,
  draft: OrderDraft,
): Promise<z.infer<typeof ZValidateOrderResponse>> {
  const { items, costs, problems } = await recalculateCosts(ctx, draft);
  return { valid: problems.length === 0, items, problems, costs };
}

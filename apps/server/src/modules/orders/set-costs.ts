import type {
  CartItem,
  OrderCosts,
  OrderDraft,
  OrderLineProblem,
  ZSetCostsRequest,
} from '@app/domain';
import type { z } from 'zod';
import type { OrderContext } from '../../context/order-context.ts';
import { recalculateCosts } from './recalculate-costs.ts';

export type SetCostsRequest = z.infer<typeof ZSetCostsRequest>;

/**
 * `POST /orders/set-costs` (lead and above): recalculate-costs with the staff overrides merged
 * into the draft's `checkout.pricing.overrides` — the same prices and problems, the service
 * charge, delivery charge or discount replaced by the values staff typed. Absent keys keep the
 * draft's own override; null or empty remove the charge (`"0"` in the draft). To keep them, the
 * client submits the draft with those overrides: the order stores them and its costs. Nothing is
 * written here.
 */
export async function setCosts(
  ctx: OrderContext,
  request: SetCostsRequest,
): Promise<{ items: CartItem[]; costs: OrderCosts; problems: OrderLineProblem[] }> {
  const { overrides, ...draft } = request;
  const { items, costs, problems } = await recalculateCosts(ctx, withOverrides(draft, overrides));
  return { items, costs, problems };
}

function withOverrides(draft: OrderDraft, overrides: SetCostsRequest['overrides']): OrderDraft {
  const { checkout } = draft.data;
  const merged = { ...checkout.pricing.overrides };
  for (const field of ['serviceCharge', 'deliveryCharge', 'discount'] as const) {
    const text = overrides[field];
    if (text !== undefined) merged[field] = text === null || text === '' ? '0' : text;
  }
  return {
    ...draft,
    data: {
      ...draft.data,
      checkout: { ...checkout, pricing: { ...checkout.pricing, overrides: merged } },
    },
  };
}

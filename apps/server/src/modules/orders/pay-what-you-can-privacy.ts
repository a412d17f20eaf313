import type { Order, OrderDraft, PricingChoices } from '@app/domain';
import { toOrder, type OrderRow } from './orders.repository.ts';

/**
 * What a family chose to pay with a pay-what-you-can subsidy is not shown to school staff, as
 * provincial programmes require (docs/decisions/subsidies.md "Pay what you can"): the staff order
 * reads leave the chosen amount (`checkout.pricing.payWhatYouCan`) out, and a modify that sends
 * none back keeps the stored one, so reading and saving an order never changes what the family
 * pays. The stored costs and totals are answered as they are.
 */
export function staffOrderView(row: OrderRow): Order {
  const order = toOrder(row);
  const pricing = order.data.checkout.pricing;
  if (pricing.payWhatYouCan === null) return order;
  const checkout = { ...order.data.checkout, pricing: { ...pricing, payWhatYouCan: null } };
  return { ...order, data: { ...order.data, checkout } };
}

/**
 * `draft` with the stored chosen amount when it sends none for the same subsidy code (staff
 * never saw it); a different code or an amount sent replaces it.
 */
export function withStoredPayWhatYouCan(draft: OrderDraft, stored: PricingChoices): OrderDraft {
  const pricing = draft.data.checkout.pricing;
  if (pricing.payWhatYouCan !== null || stored.payWhatYouCan === null) return draft;
  if ((pricing.subsidyCode ?? '').trim() !== (stored.subsidyCode ?? '').trim()) return draft;
  const checkout = {
    ...draft.data.checkout,
    pricing: { ...pricing, payWhatYouCan: stored.payWhatYouCan },
  };
  return { ...draft, data: { ...draft.data, checkout } };
}

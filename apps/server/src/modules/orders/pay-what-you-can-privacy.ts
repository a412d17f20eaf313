import type { OrderDraft, PricingChoices } from '@app/domain';

/**
 * What a family chose to pay with a pay-what-you-can subsidy is not shown to school staff
 * (docs/decisions/subsidies.md "Pay what you can"; the reads withhold it in `toOrder`): a modify
 * that sends no amount back for the same subsidy code keeps the stored one, so reading and
 * saving an order never changes what the family pays; a different code or an amount sent
 * replaces it.
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

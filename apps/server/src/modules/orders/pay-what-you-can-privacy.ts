import {
  hasPrivateAmounts,
  ZPricingChoices,
  type OrderDraft,
  type PricingChoices,
} from '@app/domain';

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

/** The family's chosen amount of an order's pricing choices, under its own rule. */
const ZChosenAmount = ZPricingChoices.pick({ payWhatYouCan: true });

/**
 * Whether a stored order read as a report row (its `checkout.pricing` and the subsidy type of its
 * costs) carries a pay-what-you-can amount that stays private: the orders report's list and the
 * orders export leave its amounts empty, as the order reads withhold them.
 */
export function hasPrivateRowAmounts(row: { pricing: unknown; subsidy_type: string | null }) {
  // Only the amount is read: another field of the pricing that fails its rule hides nothing.
  const pricing = ZChosenAmount.safeParse(row.pricing ?? {});
  return hasPrivateAmounts(
    { subsidyDiscount: { type: row.subsidy_type, amount: 0 } },
    { payWhatYouCan: pricing.success ? pricing.data.payWhatYouCan : null },
  );
}

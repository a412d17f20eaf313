import { orderTypeNeeds, pickupForTakeOutType, type OrderDraft } from '@app/domain';

/**
 * The server's reading of the take-out type: a take-out or generic catering order is delivered
 * exactly when its take-out type is delivery (`pickupForTakeOutType`), whatever the client sent.
 */
export function withTakeOutDelivery(draft: OrderDraft): OrderDraft {
  const reset = pickupForTakeOutType(draft.type, draft.data.config.takeOutType);
  if (!reset || reset.delivery === draft.data.checkout.pickup.delivery) return draft;
  const checkout = draft.data.checkout;
  return {
    ...draft,
    data: {
      ...draft.data,
      checkout: { ...checkout, pickup: { ...checkout.pickup, delivery: reset.delivery } },
    },
  };
}

/** Whether the order leaves by delivery: a delivery order, or a pickup marked for delivery. */
export function isDelivered(draft: OrderDraft): boolean {
  return orderTypeNeeds(draft.type).delivery || draft.data.checkout.pickup.delivery;
}

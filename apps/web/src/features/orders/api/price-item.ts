import { useMutation } from '@tanstack/react-query';
import { ZOrderItemResponse, type CartItem, type OrderType } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

export type PricedItem = ReturnType<typeof ZOrderItemResponse.parse>;

/**
 * `POST /orders/item`: the server fits a line to its groups' limits and prices it; `removed`
 * lists the modifiers it had to take away. Failures are the item viewer's to show.
 */
export function priceItem(body: {
  type: OrderType;
  item: CartItem;
  dueAt?: string;
}): Promise<PricedItem> {
  return apiRequest('/orders/item', {
    method: 'POST',
    body,
    handleErrors: false,
    schema: ZOrderItemResponse,
  });
}

/** `POST /orders/item` as a mutation: the item viewer's Add (or Update) button. */
export function usePriceItem() {
  return useMutation({ mutationFn: priceItem });
}

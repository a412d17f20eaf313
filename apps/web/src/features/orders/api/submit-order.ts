import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ZOrder, type Order, type OrderDraft } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { createSubmitKeys } from '#lib/api/submit-keys.ts';

/**
 * `POST /orders`. The `Idempotency-Key` makes a repeated call (double click, network retry) give
 * back the order the first one created instead of a second order. Failures are the page's to
 * show (next to the lines, the fields, or in a notification).
 */
export function submitOrder(draft: OrderDraft, idempotencyKey: string): Promise<Order> {
  return apiRequest('/orders', {
    method: 'POST',
    body: draft,
    headers: { 'Idempotency-Key': idempotencyKey },
    handleErrors: false,
    schema: ZOrder,
  });
}

/** `PUT /orders/modify/{id}`: the order's items and details replaced by the draft's. */
export function modifyOrder(orderId: number, draft: OrderDraft): Promise<Order> {
  return apiRequest(`/orders/modify/${orderId}`, {
    method: 'PUT',
    body: draft,
    handleErrors: false,
    schema: ZOrder,
  });
}

/**
 * Sends the draft: a new order with the draft's idempotency key (the same draft sent again reuses
 * it, see submit-key.ts; a success forgets it), or the saved order `orderId` modified.
 */
export function useSubmitOrder(orderId: number | null) {
  const keys = useRef(createSubmitKeys());
  return useMutation({
    mutationFn: (draft: OrderDraft) =>
      orderId === null
        ? submitOrder(draft, keys.current.keyFor(JSON.stringify(draft)))
        : modifyOrder(orderId, draft),
    onSuccess: () => keys.current.forget(),
  });
}

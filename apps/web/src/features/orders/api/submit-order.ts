import { ZOrder, type Order, type OrderDraft } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

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

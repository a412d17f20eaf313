import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderWithValidation, type OrderWithValidation } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { orderKeys } from './order-keys.ts';

/**
 * `GET /orders/order-with-validated-items/{id}`: the order to modify (or the check to add to),
 * with what today's catalogue says of each line. A failure is the page's to report: it goes back
 * to the order manager with the message.
 */
export function getOrderWithValidation(
  orderId: number,
  signal?: AbortSignal,
): Promise<OrderWithValidation> {
  return apiRequest(`/orders/order-with-validated-items/${orderId}`, {
    signal,
    handleErrors: false,
    schema: ZOrderWithValidation,
  });
}

export function orderQueryOptions(tenantId: number, orderId: number) {
  return queryOptions({
    queryKey: orderKeys.order(tenantId, orderId),
    queryFn: ({ signal }) => getOrderWithValidation(orderId, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useOrderToModify(orderId: number | null) {
  const { tenantId } = useActiveSession();
  return useQuery({
    ...orderQueryOptions(tenantId, orderId ?? 0),
    enabled: orderId !== null,
  });
}

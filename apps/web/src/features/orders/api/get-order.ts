import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderWithValidation, type OrderWithValidation } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { orderKeys } from './order-keys.ts';

/**
 * `GET /orders/by-number/{number}`: the order to modify (or the check to add to), found by the
 * number the route names, with what today's catalogue says of each line. A failure is the page's
 * to report: it goes back to the order manager with the message.
 */
export function getOrderWithValidation(
  orderNumber: number,
  signal?: AbortSignal,
): Promise<OrderWithValidation> {
  return apiRequest(`/orders/by-number/${orderNumber}`, {
    signal,
    handleErrors: false,
    schema: ZOrderWithValidation,
  });
}

export function orderQueryOptions(tenantId: number, orderNumber: number) {
  return queryOptions({
    queryKey: orderKeys.order(tenantId, orderNumber),
    queryFn: ({ signal }) => getOrderWithValidation(orderNumber, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useOrderToModify(orderNumber: number | null) {
  const { tenantId } = useActiveSession();
  return useQuery({
    ...orderQueryOptions(tenantId, orderNumber ?? 0),
    enabled: orderNumber !== null,
  });
}

import { useQuery } from '@tanstack/react-query';
import { ZOrderMoneyAnswer, type OrderMoneyAnswer } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { orderManagerKeys } from './order-manager-keys.ts';

/** `GET /orders/{id}/money`: what the order has paid, owes and may refund, and its ledger. */
export function getOrderMoney(orderId: number, signal?: AbortSignal): Promise<OrderMoneyAnswer> {
  return apiRequest(`/orders/${orderId}/money`, {
    signal,
    handleErrors: false,
    schema: ZOrderMoneyAnswer,
  });
}

export function useOrderMoney(orderId: number) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: orderManagerKeys.money(tenantId, orderId),
    queryFn: ({ signal }) => getOrderMoney(orderId, signal),
    retry: false,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderingConfig, type OrderingConfig } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { orderKeys } from './order-keys.ts';

/** `GET /orders/ordering-config`: what order taking needs to know about the active location. */
export function getOrderingConfig(signal?: AbortSignal): Promise<OrderingConfig> {
  return apiRequest('/orders/ordering-config', { signal, schema: ZOrderingConfig });
}

export function orderingConfigQueryOptions(tenantId: number) {
  return queryOptions({
    queryKey: orderKeys.orderingConfig(tenantId),
    queryFn: ({ signal }) => getOrderingConfig(signal),
    staleTime: 60_000,
  });
}

export function useOrderingConfig() {
  const { tenantId } = useActiveSession();
  return useQuery(orderingConfigQueryOptions(tenantId));
}

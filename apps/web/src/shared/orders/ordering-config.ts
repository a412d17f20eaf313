import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderingConfig, type OrderingConfig } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

/** `GET /orders/ordering-config`: what order taking needs to know about the active location. */
export function getOrderingConfig(signal?: AbortSignal): Promise<OrderingConfig> {
  return apiRequest('/orders/ordering-config', { signal, schema: ZOrderingConfig });
}

/**
 * Read by order taking and by the order manager (the questions an order answered); under the
 * order queries of the location, so a location switch never shows another's configuration.
 */
export function orderingConfigQueryOptions(tenantId: number) {
  return queryOptions({
    queryKey: ['orders', tenantId, 'ordering-config'] as const,
    queryFn: ({ signal }) => getOrderingConfig(signal),
    staleTime: 60_000,
  });
}

export function useOrderingConfig() {
  const { tenantId } = useActiveSession();
  return useQuery(orderingConfigQueryOptions(tenantId));
}

import { useQuery } from '@tanstack/react-query';
import { ZNextQueueTimeResponse } from '@app/domain';
import type { z } from 'zod';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { checkoutKeys } from './checkout-keys.ts';

export type NextQueueTime = z.infer<typeof ZNextQueueTimeResponse>;

/** `GET /orders/get-next-order-queue-time?menuId=`: when an order placed now would be ready. */
export function getNextQueueTime(menuId: number, signal?: AbortSignal): Promise<NextQueueTime> {
  return apiRequest('/orders/get-next-order-queue-time', {
    query: { menuId },
    signal,
    schema: ZNextQueueTimeResponse,
  });
}

/** The next ASAP time of the menu, refreshed every minute while shown. */
export function useNextQueueTime(menuId: number | null, enabled: boolean) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: checkoutKeys.nextQueueTime(tenantId, menuId ?? 0),
    queryFn: ({ signal }) => getNextQueueTime(menuId ?? 0, signal),
    enabled: enabled && menuId !== null,
    refetchInterval: 60_000,
  });
}

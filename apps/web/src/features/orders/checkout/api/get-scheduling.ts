import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZSchedulingResponse, type OrderType } from '@app/domain';
import type { z } from 'zod';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { checkoutKeys } from './checkout-keys.ts';

export type Scheduling = z.infer<typeof ZSchedulingResponse>;

/**
 * `POST /orders/scheduling`: the dates a menu can be due on for an order type (window, weekends,
 * minimum amount) and, with a date, that date's times with the places left in each interval.
 */
export function getScheduling(
  body: { menuId: number; type: OrderType; date?: string },
  signal?: AbortSignal,
): Promise<Scheduling> {
  return apiRequest('/orders/scheduling', {
    method: 'POST',
    body,
    signal,
    schema: ZSchedulingResponse,
  });
}

/** The scheduling of the menu on `date` (null: the window only); off while `enabled` is false. */
export function useScheduling(
  menuId: number | null,
  type: OrderType,
  date: string | null,
  enabled: boolean,
) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: checkoutKeys.scheduling(tenantId, menuId ?? 0, type, date),
    queryFn: ({ signal }) =>
      getScheduling({ menuId: menuId ?? 0, type, ...(date ? { date } : {}) }, signal),
    enabled: enabled && menuId !== null,
    // The window stays on screen while another date's times load.
    placeholderData: keepPreviousData,
    // Places left change as other staff take orders.
    staleTime: 30_000,
  });
}

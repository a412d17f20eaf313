import { useInfiniteQuery } from '@tanstack/react-query';
import { ZOrdersPage, type OrderStatus, type OrderType, type PaymentPreference } from '@app/domain';
import type { z } from 'zod';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { orderManagerKeys } from './order-manager-keys.ts';

export type OrdersPage = z.infer<typeof ZOrdersPage>;

/** One list of the order manager: its statuses and the screen's search and filters. */
export interface OrderListQuery {
  statuses: OrderStatus[];
  search?: string;
  types?: OrderType[];
  payments?: PaymentPreference[];
  /** Due dates, `YYYY-MM-DD`, both included (the location's days). */
  from?: string | null;
  to?: string | null;
  /** The Rejected list: cancelled since this instant. */
  cancelledSince?: string;
}

const jsonArray = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? JSON.stringify(values) : undefined;

/** `GET /orders`: one page of a list (`cursor` from the previous page). */
export function getOrders(
  query: OrderListQuery,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  return apiRequest('/orders', {
    signal,
    schema: ZOrdersPage,
    query: {
      status: jsonArray(query.statuses),
      search: query.search || undefined,
      type: jsonArray(query.types),
      payment: jsonArray(query.payments),
      from: query.from ?? undefined,
      to: query.to ?? undefined,
      cancelledSince: query.cancelledSince,
      cursor: cursor ?? undefined,
    },
  });
}

/** A list with "load more": pages follow `next_cursor` until it is null. */
export function useOrderList(query: OrderListQuery) {
  const { tenantId } = useActiveSession();
  return useInfiniteQuery({
    queryKey: orderManagerKeys.list(tenantId, query),
    queryFn: ({ pageParam, signal }) => getOrders(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

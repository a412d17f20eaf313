import { useInfiniteQuery } from '@tanstack/react-query';
import { ZChangeHistoryPage, type ChangeHistoryPage } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

/** What the change-history screen asks for: a date range (required) and optional filters. */
export interface ChangeHistoryFilters {
  from: string;
  to: string;
  entity?: string | undefined;
  entityId?: number | undefined;
  /** An order's number (#1008), as people know it. */
  orderNumber?: number | undefined;
  user?: string | undefined;
}

export const changeHistoryKeys = {
  all: (tenantId: number) => ['change-history', tenantId] as const,
  list: (tenantId: number, filters: ChangeHistoryFilters) =>
    [...changeHistoryKeys.all(tenantId), filters] as const,
};

/** `GET /api/change-history`: one page of entries, newest first, older ones after `cursor`. */
export function getChangeHistory(
  filters: ChangeHistoryFilters,
  cursor: number | null,
  signal?: AbortSignal,
): Promise<ChangeHistoryPage> {
  return apiRequest('/change-history', {
    query: {
      from: filters.from,
      to: filters.to,
      entity: filters.entity,
      entity_id: filters.entityId,
      order_number: filters.orderNumber,
      user: filters.user,
      cursor: cursor ?? undefined,
    },
    signal,
    schema: ZChangeHistoryPage,
  });
}

/** The entries of the range, page by page ("Load more" asks for the next page). */
export function useChangeHistory(filters: ChangeHistoryFilters) {
  const { tenantId } = useActiveSession();
  return useInfiniteQuery({
    queryKey: changeHistoryKeys.list(tenantId, filters),
    queryFn: ({ pageParam, signal }) => getChangeHistory(filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { ZCreditHistoryPage } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { creditKeys } from './credit-keys.ts';

/** `GET /api/auth/credits/history`: ledger rows of the range, newest first; one email or all. */
export function useCreditHistory(range: [string, string], email: string | null) {
  const { tenantId } = useActiveSession();
  return useInfiniteQuery({
    queryKey: creditKeys.history(tenantId, range, email),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/auth/credits/history', {
        query: {
          dateRange: JSON.stringify(range),
          email: email ?? undefined,
          cursor: pageParam ?? undefined,
        },
        signal,
        schema: ZCreditHistoryPage,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

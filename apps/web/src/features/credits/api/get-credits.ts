import { useInfiniteQuery } from '@tanstack/react-query';
import { ZCreditsPage } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { creditKeys } from './credit-keys.ts';

/** `GET /api/auth/credits`: the credits by email, page by page; `search` in email or name. */
export function useCredits(search: string) {
  const { tenantId } = useActiveSession();
  return useInfiniteQuery({
    queryKey: creditKeys.list(tenantId, search),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/auth/credits', {
        query: { search: search || undefined, cursor: pageParam ?? undefined },
        signal,
        schema: ZCreditsPage,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

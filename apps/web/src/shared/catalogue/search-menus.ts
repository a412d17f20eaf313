import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZMenuSearchResponse, type SearchResult } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from './catalogue-keys.ts';
import { notifyCatalogueError } from './catalogue-errors.ts';

/** Shortest term searched: one letter would match most of a large catalogue. */
export const SEARCH_MIN_LENGTH = 2;

/** `POST /api/menus/search {term}`: menus, sections and items whose name holds the term. */
export async function searchMenus(term: string, signal?: AbortSignal): Promise<SearchResult[]> {
  try {
    const answer = await apiRequest('/menus/search', {
      method: 'POST',
      body: { term },
      signal,
      schema: ZMenuSearchResponse,
      handleErrors: false,
    });
    return answer.results;
  } catch (error) {
    if (!signal?.aborted) notifyCatalogueError(error, 'search', 'menus');
    throw error;
  }
}

/** The hits of `term` (already debounced by the caller); idle below `SEARCH_MIN_LENGTH`. */
export function useMenuSearch(term: string) {
  const { tenantId } = useActiveSession();
  const trimmed = term.trim();
  return useQuery({
    queryKey: catalogueKeys.search(tenantId, trimmed),
    queryFn: ({ signal }) => searchMenus(trimmed, signal),
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

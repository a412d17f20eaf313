import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublishedMenu } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { orderKeys } from './order-keys.ts';

type Answer = PublishedMenu[] | { isBase64Encoded: true; body: string };

/** Unzips the base64 text of a large answer (gzip-compressed JSON) with the browser's own gzip. */
async function gunzipBase64(body: string): Promise<unknown> {
  const bytes = Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return JSON.parse(await new Response(stream).text()) as unknown;
}

/**
 * The menus of an answer, whether sent as JSON or compressed. Not re-validated item by item
 * (a location may hold thousands of items and the server's response schema fixes the shape);
 * menus from a server without modifier groups get none.
 */
export async function readPublishedMenus(answer: Answer): Promise<PublishedMenu[]> {
  const menus = (
    Array.isArray(answer) ? answer : await gunzipBase64(answer.body)
  ) as PublishedMenu[];
  return menus.map((menu) => ({ ...menu, option_groups: menu.option_groups ?? [] }));
}

/**
 * The location's published menus, deep (spec part 1 §7), as staff see them:
 * `GET /menus/get-published-menus-optimized`. The location's static file
 * (`/published-menus/{slug}.json`) is the public web menu's now and holds guests' menus only
 * (no staff-only menu), so staff screens no longer read it first (docs/decisions/published-menus.md).
 */
export async function getPublishedMenus(signal?: AbortSignal): Promise<PublishedMenu[]> {
  const answer = await apiRequest<Answer>('/menus/get-published-menus-optimized', { signal });
  return readPublishedMenus(answer);
}

export function publishedMenusQueryOptions(tenantId: number) {
  return queryOptions({
    queryKey: orderKeys.publishedMenus(tenantId),
    queryFn: ({ signal }) => getPublishedMenus(signal),
    staleTime: 60_000,
  });
}

export function usePublishedMenus() {
  const { tenantId } = useActiveSession();
  return useQuery(publishedMenusQueryOptions(tenantId));
}

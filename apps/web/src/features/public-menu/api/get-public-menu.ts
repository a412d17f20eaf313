import { useQuery } from '@tanstack/react-query';
import type { PublicMenuFile } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

export const publicMenuKeys = {
  file: (slug: string) => ['public-menu', slug] as const,
};

/**
 * The public web menu of a location (`GET /published-menus/{slug}.json`, no sign-in): its name,
 * time zone and the published menus guests may see. Not re-validated item by item (a location
 * may hold thousands of items; the server builds it from the domain's shapes). A 404 means no
 * location has this slug.
 */
export function getPublicMenu(slug: string, signal?: AbortSignal): Promise<PublicMenuFile> {
  return apiRequest<PublicMenuFile>(`/published-menus/${encodeURIComponent(slug)}.json`, {
    signal,
    authenticated: false,
    handleErrors: false,
  });
}

export function usePublicMenu(slug: string) {
  return useQuery({
    queryKey: publicMenuKeys.file(slug),
    queryFn: ({ signal }) => getPublicMenu(slug, signal),
    // The file may be cached for a minute by the browser; a page left open reads it again.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

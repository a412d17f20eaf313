import { useQuery } from '@tanstack/react-query';
import { ADDRESS_QUERY_MIN_LENGTH, ZAddressSuggestions, type DeliveryAddress } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

/** Where suggestions are asked: order taking's call, or the delivery settings' own. */
export type SuggestionsPath =
  '/orders/address-suggestions' | '/settings/delivery/address-suggestions';

/** `GET /orders/address-suggestions?q=`: addresses the geocoder knows for the text typed. */
export function searchAddresses(
  text: string,
  signal?: AbortSignal,
  path: SuggestionsPath = '/orders/address-suggestions',
): Promise<DeliveryAddress[]> {
  return apiRequest(path, {
    query: { q: text },
    signal,
    schema: ZAddressSuggestions,
  });
}

/**
 * Suggestions for `text` (already debounced by the caller); none below the minimum length. Per
 * location: the geocoder is asked in its delivery country, near its origin. Read by the
 * checkout's delivery address and (through `path`, without needing order taking) the delivery
 * settings' origin.
 */
export function useAddressSuggestions(
  text: string,
  enabled: boolean,
  path: SuggestionsPath = '/orders/address-suggestions',
) {
  const { tenantId } = useActiveSession();
  const query = text.trim();
  return useQuery({
    queryKey: ['address-suggestions', tenantId, path, query] as const,
    queryFn: ({ signal }) => searchAddresses(query, signal, path),
    enabled: enabled && query.length >= ADDRESS_QUERY_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
}

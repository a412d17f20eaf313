import { useQuery } from '@tanstack/react-query';
import { ADDRESS_QUERY_MIN_LENGTH, ZAddressSuggestions, type DeliveryAddress } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

/** `GET /orders/address-suggestions?q=`: addresses the geocoder knows for the text typed. */
export function searchAddresses(text: string, signal?: AbortSignal): Promise<DeliveryAddress[]> {
  return apiRequest('/orders/address-suggestions', {
    query: { q: text },
    signal,
    schema: ZAddressSuggestions,
  });
}

/**
 * Suggestions for `text` (already debounced by the caller); none below the minimum length. Per
 * location: the geocoder is asked in its delivery country, near its origin. Read by the
 * checkout's delivery address and the delivery settings' origin.
 */
export function useAddressSuggestions(text: string, enabled: boolean) {
  const { tenantId } = useActiveSession();
  const query = text.trim();
  return useQuery({
    queryKey: ['address-suggestions', tenantId, query] as const,
    queryFn: ({ signal }) => searchAddresses(query, signal),
    enabled: enabled && query.length >= ADDRESS_QUERY_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
}

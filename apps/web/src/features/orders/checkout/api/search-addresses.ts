import { useQuery } from '@tanstack/react-query';
import { ADDRESS_QUERY_MIN_LENGTH, ZAddressSuggestions, type DeliveryAddress } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { checkoutKeys } from './checkout-keys.ts';

/** `GET /orders/address-suggestions?q=`: addresses the geocoder knows for the text typed. */
export function searchAddresses(text: string, signal?: AbortSignal): Promise<DeliveryAddress[]> {
  return apiRequest('/orders/address-suggestions', {
    query: { q: text },
    signal,
    schema: ZAddressSuggestions,
  });
}

/** Suggestions for `text` (already debounced by the caller); none below the minimum length. */
export function useAddressSuggestions(text: string, enabled: boolean) {
  const { tenantId } = useActiveSession();
  const query = text.trim();
  return useQuery({
    queryKey: checkoutKeys.addresses(tenantId, query),
    queryFn: ({ signal }) => searchAddresses(query, signal),
    enabled: enabled && query.length >= ADDRESS_QUERY_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
}

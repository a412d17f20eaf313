import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZCustomersResponse } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { creditKeys } from './credit-keys.ts';

/** `GET /api/customers?search=`: the accounts matching what was typed (two characters or more). */
export function useCustomerSearch(search: string) {
  const { tenantId } = useActiveSession();
  const text = search.trim();
  return useQuery({
    queryKey: creditKeys.customers(tenantId, text),
    queryFn: ({ signal }) =>
      apiRequest('/customers', { query: { search: text }, signal, schema: ZCustomersResponse }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}

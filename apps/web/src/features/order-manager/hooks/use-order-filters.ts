import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { OrderType, PaymentPreference } from '@app/domain';
import type { OrderListQuery } from '../api/get-orders.ts';

export interface OrderFilters {
  types: OrderType[];
  payments: PaymentPreference[];
  /** Due dates `YYYY-MM-DD`; one day when both are the same. */
  from: string | null;
  to: string | null;
}

const NO_FILTERS: OrderFilters = { types: [], payments: [], from: null, to: null };
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box and the filters of the order manager, shared by its lists. The search is sent
 * once typing pauses, so each keystroke does not fetch three lists.
 */
export function useOrderFilters() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [sentSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useMemo(
    (): Omit<OrderListQuery, 'statuses'> => ({
      search: sentSearch,
      types: filters.types,
      payments: filters.payments,
      from: filters.from,
      to: filters.to,
    }),
    [sentSearch, filters],
  );
  const activeCount =
    (filters.types.length > 0 ? 1 : 0) +
    (filters.payments.length > 0 ? 1 : 0) +
    (filters.from || filters.to ? 1 : 0);
  return {
    search,
    setSearch,
    filters,
    setFilters,
    clearFilters: () => setFilters(NO_FILTERS),
    activeCount,
    query,
  };
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZEventsPage } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { eventKeys, type EventsFilters } from './event-keys.ts';

const json = (list: readonly unknown[] | null | undefined) =>
  list && list.length > 0 ? JSON.stringify(list) : undefined;

/** The query string of `GET /catering/events`: the filters as the spec encodes them (JSON). */
export function eventsQueryOf(filters: EventsFilters) {
  return {
    search: filters.search || undefined,
    page: filters.page,
    pageSize: filters.pageSize,
    eventTypeIds: json(filters.eventTypeIds),
    eventStatuses: json(filters.eventStatuses),
    dateRange: json(filters.dateRange),
    dateSortAsc: filters.dateSortAsc,
  };
}

/** `GET /api/catering/events`: one page; the previous page stays shown while the next loads. */
export function useEvents(filters: EventsFilters) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: eventKeys.list(tenantId, filters),
    queryFn: ({ signal }) =>
      apiRequest('/catering/events', {
        signal,
        query: eventsQueryOf(filters),
        schema: ZEventsPage,
      }),
    placeholderData: keepPreviousData,
  });
}

import { useQuery } from '@tanstack/react-query';
import { ZEventDetails } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { eventKeys } from './event-keys.ts';

/**
 * `GET /api/catering/events/{id}/deep-get-event`: the event with its type, suites and (when
 * `pendingOrders`) its pending orders. Errors are shown by the screen (a 404 says so).
 */
export function useEventDetails(id: number, pendingOrders = false) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: eventKeys.details(tenantId, id, pendingOrders),
    queryFn: ({ signal }) =>
      apiRequest(`/catering/events/${id}/deep-get-event`, {
        signal,
        query: { includePendingOrders: pendingOrders },
        schema: ZEventDetails,
        handleErrors: false,
      }),
    retry: false,
  });
}

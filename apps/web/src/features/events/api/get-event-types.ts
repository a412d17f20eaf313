import { useQuery } from '@tanstack/react-query';
import { ZEventTypesResponse } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { eventKeys } from './event-keys.ts';

/** `GET /api/catering/event-types`: the location's event types with their default menus. */
export function useEventTypes() {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: eventKeys.types(tenantId),
    queryFn: ({ signal }) =>
      apiRequest('/catering/event-types', { signal, schema: ZEventTypesResponse }),
  });
}

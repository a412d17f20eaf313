import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEvent, type EventRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { eventKeys } from './event-keys.ts';

type SaveEvent = { id: number | null; body: EventRequest };

/** `POST /api/catering/events` (new) or `PUT /api/catering/events/{id}`; the lists read again. */
export function useSaveEvent() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveEvent) =>
      apiRequest(id === null ? '/catering/events' : `/catering/events/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: ZEvent,
        handleErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all(tenantId) }),
  });
}

/** `DELETE /api/catering/events/{id}`: refused (409) while the event holds orders not cancelled. */
export function useDeleteEvent() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/catering/events/${id}`, { method: 'DELETE', handleErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all(tenantId) }),
  });
}

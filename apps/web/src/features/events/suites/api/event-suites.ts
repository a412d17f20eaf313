import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZEventSuite,
  ZEventSuiteDetails,
  ZEventSuitesResponse,
  type EventSuiteSettingsInput,
  type EventSuitesBulkRequestInput,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useInvalidateEvents } from '../invalidate-events.ts';

export const eventSuiteKeys = {
  all: (tenantId: number, eventId: number) => ['event-suites', tenantId, eventId] as const,
  list: (tenantId: number, eventId: number) => ['event-suites', tenantId, eventId, 'list'] as const,
  detail: (tenantId: number, eventId: number, id: number) =>
    ['event-suites', tenantId, eventId, 'detail', id] as const,
};

const base = (eventId: number) => `/catering/events/${eventId}/event-suites`;

/** `GET /api/catering/events/{eventId}/event-suites`: the event's suites by name. */
export function useEventSuites(eventId: number) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: eventSuiteKeys.list(tenantId, eventId),
    queryFn: ({ signal }) => apiRequest(base(eventId), { signal, schema: ZEventSuitesResponse }),
  });
}

/** `GET …/event-suites/{id}/deep-get-event-suite`: the suite with its orders, items and totals. */
export function useEventSuiteDetails(eventId: number, id: number) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: eventSuiteKeys.detail(tenantId, eventId, id),
    queryFn: ({ signal }) =>
      apiRequest(`${base(eventId)}/${id}/deep-get-event-suite`, {
        signal,
        schema: ZEventSuiteDetails,
      }),
  });
}

/** After a suite write: the event's suites, and the events' reads that show them. */
function useInvalidateEventSuites(eventId: number) {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  const invalidateEvents = useInvalidateEvents();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventSuiteKeys.all(tenantId, eventId) }),
      invalidateEvents(),
    ]);
}

/** `POST …/event-suites/bulk`: the suites ticked, added or updated all at once. */
export function useAssignEventSuites(eventId: number) {
  const invalidate = useInvalidateEventSuites(eventId);
  return useMutation({
    mutationFn: (body: EventSuitesBulkRequestInput) =>
      apiRequest(`${base(eventId)}/bulk`, {
        method: 'POST',
        body,
        schema: ZEventSuitesResponse,
        handleErrors: false,
      }),
    onSuccess: invalidate,
  });
}

/** `PUT …/event-suites/{id}`: one suite's settings. */
export function useSaveEventSuite(eventId: number, id: number) {
  const invalidate = useInvalidateEventSuites(eventId);
  return useMutation({
    mutationFn: (body: EventSuiteSettingsInput) =>
      apiRequest(`${base(eventId)}/${id}`, {
        method: 'PUT',
        body,
        schema: ZEventSuite,
        handleErrors: false,
      }),
    onSuccess: invalidate,
  });
}

/** `DELETE …/event-suites/{id}`: refused (409) while the suite has orders not cancelled. */
export function useRemoveEventSuite(eventId: number) {
  const invalidate = useInvalidateEventSuites(eventId);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`${base(eventId)}/${id}`, { method: 'DELETE', handleErrors: false }),
    onSuccess: invalidate,
  });
}

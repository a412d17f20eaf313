import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFinalizeReport, ZFireEventAnswer } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { newIdempotencyKey } from '#lib/api/idempotency-key.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { eventKeys } from '../api/event-keys.ts';
import { eventSuiteKeys } from '../suites/api/event-suites.ts';

/** After the event day's calls: the event, its suites and their orders are read again. */
function useInvalidateEvent(eventId: number) {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventKeys.all(tenantId) }),
      queryClient.invalidateQueries({ queryKey: eventSuiteKeys.all(tenantId, eventId) }),
    ]);
}

/**
 * `POST /api/orders/fire-event`: the event's pending orders go to the kitchen. Refusals ("already
 * fired", "could not be fired") are the server's messages, shown as toasts by the API client.
 */
export function useFireEvent(eventId: number) {
  const invalidate = useInvalidateEvent(eventId);
  return useMutation({
    mutationFn: () =>
      apiRequest('/orders/fire-event', {
        method: 'POST',
        body: { eventId },
        schema: ZFireEventAnswer,
      }),
    onSettled: invalidate,
  });
}

/**
 * `GET …/finalize-orders` of the event, or of one suite (`eventSuiteId`): the report per suite.
 * One `Idempotency-Key` per confirmation, so a retried request never charges twice.
 */
export function useFinalizeOrders(eventId: number, eventSuiteId?: number) {
  const invalidate = useInvalidateEvent(eventId);
  const path =
    eventSuiteId === undefined
      ? `/catering/events/${eventId}/finalize-orders`
      : `/catering/events/${eventId}/event-suites/${eventSuiteId}/finalize-orders`;
  return useMutation({
    mutationFn: () =>
      apiRequest(path, {
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        schema: ZFinalizeReport,
      }),
    onSettled: invalidate,
  });
}

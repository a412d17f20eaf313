import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEventSuite, type EventSuite } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { eventKeys } from '../api/event-keys.ts';
import { eventSuiteKeys } from '../suites/api/event-suites.ts';

/**
 * `POST …/event-suites/{id}/send-pre-order-email`: the suite owner's invitation sent now. The
 * event and its suites are read again whatever the answer (the time it went, the status). A
 * refusal (no owner, already sent within the hour…) is the caller's to show.
 */
export function useSendPreOrderEmail(eventId: number) {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation<EventSuite, Error, number>({
    mutationFn: (suiteId) =>
      apiRequest(`/catering/events/${eventId}/event-suites/${suiteId}/send-pre-order-email`, {
        method: 'POST',
        schema: ZEventSuite,
        handleErrors: false,
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.all(tenantId) }),
        queryClient.invalidateQueries({ queryKey: eventSuiteKeys.all(tenantId, eventId) }),
      ]);
    },
  });
}

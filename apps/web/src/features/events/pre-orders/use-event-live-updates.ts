import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActiveSession } from '#lib/session/session-store.ts';
import { liveConnection } from '#shared/live/live-connection.ts';
import { eventKeys } from '../api/event-keys.ts';
import { eventSuiteKeys } from '../suites/api/event-suites.ts';

/** Event-order changes that arrive together (a bulk action) read the event screens once. */
const REFETCH_BATCH_MS = 250;

/**
 * Keeps an event screen current while suite owners pre-order and staff change event orders: on
 * the tab's one live order stream (shared/live/live-connection.ts, the order manager's), each
 * change to an event order — and each (re)connection, which may have missed some — reads the
 * location's events and the event's suites again, so the event details and suite settings show a
 * new pre-order and the suite's status without a reload.
 */
export function useEventLiveUpdates(eventId: number): void {
  const queryClient = useQueryClient();
  const { tenantId } = useActiveSession();
  useEffect(() => {
    let batch: ReturnType<typeof setTimeout> | null = null;
    const refetch = () => {
      batch ??= setTimeout(() => {
        batch = null;
        void queryClient.invalidateQueries({ queryKey: eventKeys.all(tenantId) });
        void queryClient.invalidateQueries({ queryKey: eventSuiteKeys.all(tenantId, eventId) });
      }, REFETCH_BATCH_MS);
    };
    const stop = liveConnection.use({
      connected: refetch,
      order: (event) => {
        if (event.type === 'event') refetch();
      },
    });
    return () => {
      if (batch) clearTimeout(batch);
      stop();
    };
  }, [queryClient, tenantId, eventId]);
}

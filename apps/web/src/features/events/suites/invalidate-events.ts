import { useQueryClient } from '@tanstack/react-query';
import { useActiveSession } from '#lib/session/session-store.ts';
import { eventKeys } from '../api/event-keys.ts';

/**
 * Reads the location's events again after a suite write: the event details list the event's
 * suites and derive the pre-order status from them, and the lists count them.
 */
export function useInvalidateEvents() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all(tenantId) });
}

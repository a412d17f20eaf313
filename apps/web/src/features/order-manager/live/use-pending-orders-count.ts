import { useEffect, useSyncExternalStore } from 'react';
import { liveConnection } from '#shared/live/live-connection.ts';

/**
 * The active location's pending orders, kept current by the tab's live stream (opened while a
 * component uses it; shared with the order manager). Null until the stream has said.
 */
export function usePendingOrdersCount(): number | null {
  useEffect(() => liveConnection.use(), []);
  return useSyncExternalStore(liveConnection.subscribeState, liveConnection.getState).pendingCount;
}

import { eventAccessAllows, type EventAction } from '@app/domain';
import { useActiveSession } from '#lib/session/session-store.ts';

/**
 * Whether the signed-in account's event access level allows `action` in the events area (the
 * server checks it again on every call): screens hide what the level does not allow.
 */
export function useEventAccess(action: EventAction): boolean {
  return eventAccessAllows(useActiveSession().claims.event_access, action);
}

import { useQuery } from '@tanstack/react-query';
import {
  CHANGE_HISTORY_RETENTION_DAYS,
  ZChangeHistoryPage,
  addCalendarDays,
  toIsoDate,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { eventKeys } from './event-keys.ts';

/**
 * `GET /api/change-history?entity=event&entity_id={id}`: who created and changed the event, over
 * the days entries are kept (the location's calendar days up to today), newest first.
 */
export function useEventHistory(id: number, timeZone: string) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: eventKeys.history(tenantId, id),
    queryFn: ({ signal }) => {
      const today = toIsoDate(new Date(), timeZone);
      return apiRequest('/change-history', {
        signal,
        query: {
          from: addCalendarDays(today, -CHANGE_HISTORY_RETENTION_DAYS),
          to: today,
          entity: 'event',
          entity_id: id,
        },
        schema: ZChangeHistoryPage,
      });
    },
  });
}

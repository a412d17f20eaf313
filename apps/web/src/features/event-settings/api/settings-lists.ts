import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

/** The lists of the event settings screens, each under `/api/catering/{list}`. */
export type SettingsList = 'suites' | 'equipment' | 'event-types' | 'suite-owners';

export const eventSettingsKeys = {
  all: (tenantId: number) => ['event-settings', tenantId] as const,
  list: (tenantId: number, list: SettingsList) => ['event-settings', tenantId, list] as const,
};

/** `GET /api/catering/{list}`: the whole list (a location has tens of rows, not thousands). */
export function useSettingsList<T>(list: SettingsList, schema: { parse(data: unknown): T[] }) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: eventSettingsKeys.list(tenantId, list),
    queryFn: ({ signal }) => apiRequest(`/catering/${list}`, { signal, schema }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { ZCateringNamedList, ZEvent, ZSuiteOwnersResponse } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useMenus } from '#shared/catalogue/get-menus.ts';

const choiceKeys = {
  list: (tenantId: number, path: string) => ['catering', tenantId, path] as const,
  event: (tenantId: number, eventId: number) => ['catering', tenantId, 'events', eventId] as const,
};

function useCateringList<T>(path: string, schema: { parse(data: unknown): T }) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: choiceKeys.list(tenantId, path),
    queryFn: ({ signal }) => apiRequest(path, { signal, schema }),
  });
}

/**
 * What a suite of an event is chosen from: the location's suites, suite owners and equipment
 * (Event settings' lists) and its menus. `data` once every list has arrived.
 */
export function useSuiteChoices() {
  const suites = useCateringList('/catering/suites', ZCateringNamedList);
  const owners = useCateringList('/catering/suite-owners', ZSuiteOwnersResponse);
  const equipment = useCateringList('/catering/equipment', ZCateringNamedList);
  const menus = useMenus();
  const all = [suites, owners, equipment, menus];
  const data =
    suites.data && owners.data && equipment.data && menus.data
      ? { suites: suites.data, owners: owners.data, equipment: equipment.data, menus: menus.data }
      : undefined;
  return {
    data,
    isPending: all.some((query) => query.isPending),
    isError: all.some((query) => query.isError),
    error: all.find((query) => query.isError)?.error,
    refetch: () => all.forEach((query) => void query.refetch()),
  };
}

export type SuiteChoices = NonNullable<ReturnType<typeof useSuiteChoices>['data']>;

/** `GET /api/catering/events/{id}`: the event the suites are for (its title, its email day). */
export function useSuitesEvent(eventId: number) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: choiceKeys.event(tenantId, eventId),
    queryFn: ({ signal }) => apiRequest(`/catering/events/${eventId}`, { signal, schema: ZEvent }),
  });
}

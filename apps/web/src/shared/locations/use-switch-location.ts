import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionStore, useActiveSession } from '#lib/session/session-store.ts';
import { locationKeys } from './get-locations.ts';
import { rememberRecentLocations } from './recent-locations.ts';

/**
 * Makes another location the active tenant: later calls carry its `X-Restaurant-Id`, and every
 * tenant-scoped query is reset so no screen shows the previous location's data.
 */
export function useSwitchLocation(): (locationId: number) => void {
  const queryClient = useQueryClient();
  const session = useActiveSession();
  return useCallback(
    (locationId: number) => {
      if (locationId === session.tenantId) return;
      rememberRecentLocations(session.claims.sub, session.tenantId, locationId);
      sessionStore.setTenant(locationId);
      void queryClient.resetQueries({
        predicate: (query) => query.queryKey[0] !== locationKeys.all[0],
      });
    },
    [queryClient, session],
  );
}

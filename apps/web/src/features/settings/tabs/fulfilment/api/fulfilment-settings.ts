import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZDeliverySchool,
  ZDeliverySettings,
  ZDeliveryTestResult,
  ZOnsiteLocation,
  type DeliverySchool,
  type DeliverySettings,
  type OnsiteLocation,
} from '@app/domain';
import { z } from 'zod';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { orderingConfigQueryOptions } from '#shared/orders/ordering-config.ts';

/**
 * The Fulfilment tab's calls (docs/api.md "Fulfilment"). Saves answer the saved settings, which
 * replace the cached read; the order screens' ordering config is read again, since it shows the
 * same rows.
 */

const ZSavedSchools = z.array(ZDeliverySchool.extend({ id: z.int() }));
const ZSavedOnsiteLocations = z.array(ZOnsiteLocation.extend({ id: z.int() }));
export type SavedSchool = z.infer<typeof ZSavedSchools>[number];
export type SavedOnsiteLocation = z.infer<typeof ZSavedOnsiteLocations>[number];

const keys = {
  delivery: (tenantId: number) => ['settings', tenantId, 'delivery'] as const,
  schools: (tenantId: number) => ['settings', tenantId, 'delivery-schools'] as const,
  onsite: (tenantId: number) => ['settings', tenantId, 'onsite-locations'] as const,
};

/** A read of the active location and the save that replaces it. */
function useSetting<T>(
  key: (tenantId: number) => readonly unknown[],
  path: string,
  schema: { parse(data: unknown): T },
) {
  const { tenantId } = useActiveSession();
  const client = useQueryClient();
  const read = useQuery({
    queryKey: key(tenantId),
    queryFn: ({ signal }) => apiRequest(path, { signal, schema }),
  });
  const save = useMutation({
    mutationFn: (body: unknown) =>
      apiRequest(path, { method: 'PUT', body, schema, handleErrors: false }),
    onSuccess: async (saved) => {
      client.setQueryData(key(tenantId), saved);
      await client.invalidateQueries({ queryKey: orderingConfigQueryOptions(tenantId).queryKey });
    },
  });
  return { read, save };
}

export const useDeliverySettings = () =>
  useSetting<DeliverySettings>(keys.delivery, '/settings/delivery', ZDeliverySettings);
export const useDeliverySchools = () =>
  useSetting<SavedSchool[]>(keys.schools, '/settings/delivery/schools', ZSavedSchools);
export const useOnsiteLocations = () =>
  useSetting<SavedOnsiteLocation[]>(
    keys.onsite,
    '/settings/onsite-locations',
    ZSavedOnsiteLocations,
  );

/** `POST /settings/delivery/test`: would the saved settings deliver to this address? */
export function useDeliveryTest() {
  return useMutation({
    mutationFn: (address: string) =>
      apiRequest('/settings/delivery/test', {
        method: 'POST',
        body: { address },
        schema: ZDeliveryTestResult,
      }),
  });
}

export type { DeliverySchool, OnsiteLocation };

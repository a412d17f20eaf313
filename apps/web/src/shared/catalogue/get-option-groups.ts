import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOptionGroup, type OptionGroup, type OptionGroupType } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/**
 * `GET /api/options[?type=]`: the location's modifier groups with their options, pricing groups
 * first (the server sorts with the domain's `compareOptionGroups`). Without `type`, every group.
 */
export function getOptionGroups(
  type?: OptionGroupType,
  signal?: AbortSignal,
): Promise<OptionGroup[]> {
  return apiRequest('/options', { signal, query: { type }, schema: ZOptionGroup.array() });
}

export function optionGroupsQueryOptions(tenantId: number, type?: OptionGroupType) {
  return queryOptions({
    queryKey: [...catalogueKeys.optionGroups(tenantId), type ?? 'all'] as const,
    queryFn: ({ signal }) => getOptionGroups(type, signal),
  });
}

/** The modifier groups of the active location (all types, or one). */
export function useOptionGroups(type?: OptionGroupType) {
  const { tenantId } = useActiveSession();
  return useQuery(optionGroupsQueryOptions(tenantId, type));
}

import { useQuery } from '@tanstack/react-query';
import { ZOrderingParameters } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { creditKeys } from './credit-keys.ts';

/**
 * The school's end of school year (`GET /api/settings/ordering-parameters`), which credits at a
 * K-12 location need first; not asked elsewhere.
 */
export function useEndOfSchoolYear(isSchool: boolean) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: creditKeys.schoolYear(tenantId),
    queryFn: ({ signal }) =>
      apiRequest('/settings/ordering-parameters', { signal, schema: ZOrderingParameters }),
    enabled: isSchool,
    select: (parameters) => parameters.end_of_school_year,
  });
}

import { ZRotationalCleanupResult, type RotationalCleanupResult } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';

/** `DELETE /api/rotational-menus/cleanup`: removes the daily menus before today (the past ones). */
export function cleanupRotationalMenus(): Promise<RotationalCleanupResult> {
  return apiRequest('/rotational-menus/cleanup', {
    method: 'DELETE',
    schema: ZRotationalCleanupResult,
    handleErrors: false,
  });
}

export function useCleanupRotationalMenus() {
  return useCatalogueMutation({
    mutationFn: cleanupRotationalMenus,
    action: 'delete',
    object: 'menus',
  });
}

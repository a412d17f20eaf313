import {
  ZRotationalMenu,
  type BulkCreateRotationalMenusRequest,
  type RotationalMenu,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';

/** `POST /api/rotational-menus/bulk`: several daily menus, all or none. */
export function bulkCreateRotationalMenus(
  body: BulkCreateRotationalMenusRequest,
): Promise<RotationalMenu[]> {
  return apiRequest('/rotational-menus/bulk', {
    method: 'POST',
    body,
    schema: ZRotationalMenu.array(),
    handleErrors: false,
  });
}

export function useBulkCreateRotationalMenus() {
  return useCatalogueMutation({
    mutationFn: bulkCreateRotationalMenus,
    action: 'duplicate',
    object: 'menus',
  });
}

import {
  ZRotationalMenu,
  type RotationalMenu,
  type UpdateRotationalMenuRequest,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';

/** `PUT /api/rotational-menus/{id}`: the fields sent change; `item_ids` replaces the items. */
export function updateRotationalMenu(
  id: number,
  body: UpdateRotationalMenuRequest,
): Promise<RotationalMenu> {
  return apiRequest(`/rotational-menus/${id}`, {
    method: 'PUT',
    body,
    schema: ZRotationalMenu,
    handleErrors: false,
  });
}

export function useUpdateRotationalMenu() {
  return useCatalogueMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateRotationalMenuRequest }) =>
      updateRotationalMenu(id, body),
    action: 'update',
    object: 'menu',
  });
}

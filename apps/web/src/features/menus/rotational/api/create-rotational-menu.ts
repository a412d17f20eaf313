import {
  ZRotationalMenu,
  type CreateRotationalMenuRequest,
  type RotationalMenu,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';

/** `POST /api/rotational-menus`: plans a menu on a date. */
export function createRotationalMenu(body: CreateRotationalMenuRequest): Promise<RotationalMenu> {
  return apiRequest('/rotational-menus', {
    method: 'POST',
    body,
    schema: ZRotationalMenu,
    handleErrors: false,
  });
}

export function useCreateRotationalMenu() {
  return useCatalogueMutation({
    mutationFn: createRotationalMenu,
    action: 'create',
    object: 'menu',
  });
}

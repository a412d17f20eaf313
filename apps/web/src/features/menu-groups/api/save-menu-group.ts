import {
  ZMenuGroup,
  type CreateMenuGroupRequest,
  type MenuGroup,
  type UpdateMenuGroupRequest,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';

/** `POST /api/menu-groups`: a new group with its menus (a menu leaves its previous group). */
export function createMenuGroup(body: CreateMenuGroupRequest): Promise<MenuGroup> {
  return apiRequest('/menu-groups', {
    method: 'POST',
    body,
    schema: ZMenuGroup,
    handleErrors: false,
  });
}

/** `PUT /api/menu-groups/{id}`: the fields sent change; `menus` replaces the group's menus. */
export function updateMenuGroup(id: number, body: UpdateMenuGroupRequest): Promise<MenuGroup> {
  return apiRequest(`/menu-groups/${id}`, {
    method: 'PUT',
    body,
    schema: ZMenuGroup,
    handleErrors: false,
  });
}

export function useCreateMenuGroup() {
  return useCatalogueMutation({
    mutationFn: createMenuGroup,
    action: 'create',
    object: 'menuGroup',
  });
}

export function useUpdateMenuGroup() {
  return useCatalogueMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMenuGroupRequest }) =>
      updateMenuGroup(id, body),
    action: 'update',
    object: 'menuGroup',
  });
}

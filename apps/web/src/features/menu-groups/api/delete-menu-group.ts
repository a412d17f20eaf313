import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';

/** `DELETE /api/menu-groups/{id}`: the group goes; its menus stay, in no group. */
export function deleteMenuGroup(id: number): Promise<void> {
  return apiRequest(`/menu-groups/${id}`, { method: 'DELETE', handleErrors: false });
}

export function useDeleteMenuGroup() {
  return useCatalogueMutation({
    mutationFn: deleteMenuGroup,
    action: 'delete',
    object: 'menuGroup',
  });
}

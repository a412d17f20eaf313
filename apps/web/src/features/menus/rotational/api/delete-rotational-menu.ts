import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';

/** `DELETE /api/rotational-menus/{id}`: the menu is no longer planned that day. */
export function deleteRotationalMenu(id: number): Promise<void> {
  return apiRequest(`/rotational-menus/${id}`, { method: 'DELETE', handleErrors: false });
}

export function useDeleteRotationalMenu() {
  return useCatalogueMutation({
    mutationFn: deleteRotationalMenu,
    action: 'delete',
    object: 'menu',
  });
}

import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';

/** `DELETE /api/options/{id}`: the group, its options and its links to items. */
export function deleteOptionGroup(id: number): Promise<void> {
  return apiRequest(`/options/${id}`, { method: 'DELETE', handleErrors: false });
}

export function useDeleteOptionGroup() {
  return useCatalogueMutation({
    mutationFn: deleteOptionGroup,
    action: 'delete',
    object: 'modifier',
  });
}

import { ZOptionGroup, type OptionGroup } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';

/** `POST /api/options/{id}/duplicate`: a copy named "… Copy" / "… Copie" with its options. */
export function duplicateOptionGroup(id: number): Promise<OptionGroup> {
  return apiRequest(`/options/${id}/duplicate`, {
    method: 'POST',
    schema: ZOptionGroup,
    handleErrors: false,
  });
}

export function useDuplicateOptionGroup() {
  return useCatalogueMutation({
    mutationFn: duplicateOptionGroup,
    action: 'duplicate',
    object: 'modifier',
  });
}

import { ZOptionGroup, type OptionGroup, type UpdateOptionGroupRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';

/**
 * `PUT /api/options/{id}`: `values` is the whole list (options left out are deleted);
 * `force_publish` is sent as the spec's client does (part 1 §7).
 */
export function updateOptionGroup(
  id: number,
  body: UpdateOptionGroupRequest,
): Promise<OptionGroup> {
  return apiRequest(`/options/${id}`, {
    method: 'PUT',
    body: { ...body, force_publish: true },
    schema: ZOptionGroup,
    handleErrors: false,
  });
}

export function useUpdateOptionGroup() {
  return useCatalogueMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOptionGroupRequest }) =>
      updateOptionGroup(id, body),
    action: 'update',
    object: 'modifier',
  });
}

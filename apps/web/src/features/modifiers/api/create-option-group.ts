import { ZOptionGroup, type CreateOptionGroupRequest, type OptionGroup } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';

/** `POST /api/options`: the group and its options, created together in one transaction. */
export function createOptionGroup(body: CreateOptionGroupRequest): Promise<OptionGroup> {
  return apiRequest('/options', {
    method: 'POST',
    body,
    schema: ZOptionGroup,
    handleErrors: false,
  });
}

export function useCreateOptionGroup() {
  return useCatalogueMutation({
    mutationFn: createOptionGroup,
    action: 'create',
    object: 'modifier',
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSubsidiesResponse, ZSubsidy, type SubsidyRequestInput } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

export const subsidyKeys = {
  all: (tenantId: number) => ['subsidies', tenantId] as const,
  list: (tenantId: number) => ['subsidies', tenantId, 'list'] as const,
  codes: (tenantId: number, subsidyId: number) =>
    ['subsidies', tenantId, 'codes', subsidyId] as const,
};

/** `GET /api/subsidies`: each subsidy with its code counts. */
export function useSubsidies() {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: subsidyKeys.list(tenantId),
    queryFn: ({ signal }) => apiRequest('/subsidies', { signal, schema: ZSubsidiesResponse }),
  });
}

type SaveSubsidy = { id: number | null; body: SubsidyRequestInput };

/** `POST /api/subsidies` (new) or `PUT …/{id}`; the list is read again. */
export function useSaveSubsidy() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveSubsidy) =>
      apiRequest(id === null ? '/subsidies' : `/subsidies/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: ZSubsidy,
        handleErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subsidyKeys.list(tenantId) }),
  });
}

/** `DELETE /api/subsidies/{id}` `{force_publish}`: forced when its codes are still active. */
export function useDeleteSubsidy() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force: boolean }) =>
      apiRequest<void>(`/subsidies/${id}`, {
        method: 'DELETE',
        body: { force_publish: force },
        handleErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subsidyKeys.all(tenantId) }),
  });
}

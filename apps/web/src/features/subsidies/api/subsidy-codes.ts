import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZGeneratedSubsidyCodes,
  ZSubsidyCode,
  ZSubsidyCodesPage,
  type GenerateSubsidyCodesRequestInput,
  type UpdateSubsidyCodeRequestInput,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { apiDownload, saveFile } from '#lib/api/api-download.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { subsidyKeys } from './subsidies.ts';

const PAGE_SIZE = 50;

/** `GET /api/subsidies/{id}/codes`: pages of 50, newest first, "load more" for the next. */
export function useSubsidyCodes(subsidyId: number, search: string) {
  const { tenantId } = useActiveSession();
  return useInfiniteQuery({
    queryKey: [...subsidyKeys.codes(tenantId, subsidyId), search],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (search) query.set('search', search);
      if (pageParam) query.set('cursor', String(pageParam));
      return apiRequest(`/subsidies/${subsidyId}/codes?${query}`, {
        signal,
        schema: ZSubsidyCodesPage,
      });
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}

/** The subsidy list (counts) and its codes are read again after a change of codes. */
function useCodesChanged() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subsidyKeys.all(tenantId) });
}

/** `POST /api/subsidies/{id}/codes/generate` `{amount, prefix?}`. */
export function useGenerateSubsidyCodes(subsidyId: number) {
  const changed = useCodesChanged();
  return useMutation({
    mutationFn: (body: GenerateSubsidyCodesRequestInput) =>
      apiRequest(`/subsidies/${subsidyId}/codes/generate`, {
        method: 'POST',
        body,
        schema: ZGeneratedSubsidyCodes,
        handleErrors: false,
      }),
    onSuccess: changed,
  });
}

/** `PUT /api/subsidies/{id}/codes/{codeId}`: status, account name, email. */
export function useUpdateSubsidyCode(subsidyId: number) {
  const changed = useCodesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSubsidyCodeRequestInput }) =>
      apiRequest(`/subsidies/${subsidyId}/codes/${id}`, {
        method: 'PUT',
        body,
        schema: ZSubsidyCode,
        handleErrors: false,
      }),
    onSuccess: changed,
  });
}

/** `DELETE /api/subsidies/{id}/codes/{codeId}`. */
export function useDeleteSubsidyCode(subsidyId: number) {
  const changed = useCodesChanged();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/subsidies/${subsidyId}/codes/${id}`, {
        method: 'DELETE',
        handleErrors: false,
      }),
    onSuccess: changed,
  });
}

/** `GET /api/subsidies/{id}/codes.csv`, saved under the name the server gives. */
export async function downloadSubsidyCodes(subsidyId: number): Promise<void> {
  const file = await apiDownload(`/subsidies/${subsidyId}/codes.csv`, { accept: 'text/csv' });
  saveFile(file.blob, file.fileName ?? `subsidy-codes-${subsidyId}.csv`);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCustomerImportResult } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { creditKeys } from './credit-keys.ts';

/** `POST /api/customers/import`: a CSV of emails and names (multipart, field `file`). */
export function useImportCustomers() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiRequest('/customers/import', {
        method: 'POST',
        body,
        schema: ZCustomerImportResult,
        handleErrors: false,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all(tenantId) }),
  });
}

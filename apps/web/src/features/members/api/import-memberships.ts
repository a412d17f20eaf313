import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMembershipImportResult } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { memberKeys } from './member-keys.ts';

/** `POST /api/memberships/import`: a members CSV (multipart, field `file`), all or nothing. */
export function useImportMemberships() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiRequest('/memberships/import', {
        method: 'POST',
        body,
        schema: ZMembershipImportResult,
        handleErrors: false,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(tenantId) }),
  });
}

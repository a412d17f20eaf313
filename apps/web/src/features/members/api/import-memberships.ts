import { ZMembershipImportResult } from '@app/domain';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useFileImport } from '#shared/hooks/use-file-import.ts';
import { memberKeys } from './member-keys.ts';

/** `POST /api/memberships/import`: a members CSV (multipart, field `file`), all or nothing. */
export function useImportMemberships() {
  const { tenantId } = useActiveSession();
  return useFileImport('/memberships/import', ZMembershipImportResult, memberKeys.all(tenantId));
}

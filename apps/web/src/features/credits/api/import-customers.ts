import { ZCustomerImportResult } from '@app/domain';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useFileImport } from '#shared/hooks/use-file-import.ts';
import { creditKeys } from './credit-keys.ts';

/** `POST /api/customers/import`: a CSV of emails and names (multipart, field `file`). */
export function useImportCustomers() {
  const { tenantId } = useActiveSession();
  return useFileImport('/customers/import', ZCustomerImportResult, creditKeys.all(tenantId));
}

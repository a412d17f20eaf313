import { useMutation } from '@tanstack/react-query';
import { ZJobRun, type JobRun } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { csvForm } from './preview-csv-import.ts';

/**
 * `POST /api/menus/csv-menus-import`: starts the import of the file (202, the run to follow).
 * `idempotencyKey` is one per previewed file, so a second click or a retry starts no second run.
 */
export function startCsvImport(file: File, idempotencyKey: string): Promise<JobRun> {
  return apiRequest('/menus/csv-menus-import', {
    method: 'POST',
    body: csvForm(file),
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZJobRun,
    handleErrors: false,
  });
}

export function useStartCsvImport() {
  return useMutation({
    mutationFn: ({ file, idempotencyKey }: { file: File; idempotencyKey: string }) =>
      startCsvImport(file, idempotencyKey),
  });
}

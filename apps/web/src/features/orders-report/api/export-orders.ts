import { useMutation } from '@tanstack/react-query';
import { ordersExportFileName, ZJobRun, ZOrdersExportResult, type JobRun } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { apiDownload, saveFile } from '#lib/api/api-download.ts';
import { useJobRun } from '#shared/jobs/get-job-run.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the export is asked for: a range of days over one or more of the user's locations. */
export interface OrdersExportRequest {
  startDate: string;
  endDate: string;
  locations: number[];
  includePrices: boolean;
}

const exportQuery = (request: OrdersExportRequest) => ({
  startDate: request.startDate,
  endDate: request.endDate,
  locations: JSON.stringify(request.locations),
  includePrices: String(request.includePrices),
});

/**
 * `GET /orders/export`: starts the workbook made in the background and emailed to `email` (202,
 * the run to follow). `idempotencyKey` is one per click, so a retried call starts no second run.
 */
export function startOrdersExport(
  request: OrdersExportRequest & { email: string },
  idempotencyKey: string,
): Promise<JobRun> {
  return apiRequest('/orders/export', {
    query: { ...exportQuery(request), email: request.email },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZJobRun,
  });
}

export function useStartOrdersExport() {
  return useMutation({
    mutationFn: ({
      request,
      idempotencyKey,
    }: {
      request: OrdersExportRequest & { email: string };
      idempotencyKey: string;
    }) => startOrdersExport(request, idempotencyKey),
  });
}

/** Follows an export run; its result once it succeeded (null before, or if it cannot be read). */
export function useOrdersExportRun(runId: number | null) {
  const query = useJobRun(runId);
  const run = query.data;
  const parsed = ZOrdersExportResult.safeParse(run?.result);
  const result = run?.status === 'succeeded' && parsed.success ? parsed.data : null;
  return { run, result, error: query.error };
}

/**
 * `GET /orders/export/file`: the same workbook downloaded now, saved under the server's name
 * (else `Orders-{startDate}-{endDate}.xlsx`). Errors are left to the caller (`apiDownload`).
 */
export async function downloadOrdersFile(request: OrdersExportRequest): Promise<string> {
  const query = new URLSearchParams(exportQuery(request)).toString();
  const file = await apiDownload(`/orders/export/file?${query}`, { accept: XLSX });
  const fileName = file.fileName ?? ordersExportFileName(request.startDate, request.endDate);
  saveFile(file.blob, fileName);
  return fileName;
}

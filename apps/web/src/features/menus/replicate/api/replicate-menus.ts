import { useEffect, useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZJobRun, ZReplicationReport, type JobRun, type ReplicateMenusRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';
import { useJobRun } from '#shared/jobs/get-job-run.ts';
import { locationsWithMenusKey } from './get-locations-with-menus.ts';

/**
 * `POST /api/menus/replicate`: starts the replication (202, the `menu-replication` run to follow),
 * all or nothing across the chosen locations. `idempotencyKey` is one per click, so a retry of
 * the same request starts no second run.
 */
export function startReplication(
  body: ReplicateMenusRequest,
  idempotencyKey: string,
): Promise<JobRun> {
  return apiRequest('/menus/replicate', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZJobRun,
  });
}

export function useStartReplication() {
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: ReplicateMenusRequest;
      idempotencyKey: string;
    }) => startReplication(body, idempotencyKey),
  });
}

/**
 * Follows a replication run (`useJobRun`) and reads its report once it succeeded; then the
 * targets' catalogues and the menu lists are refreshed.
 */
export function useReplicationRun(runId: number | null) {
  const queryClient = useQueryClient();
  const query = useJobRun(runId);
  const run = query.data;
  // Parsed once per answer (react-query keeps an unchanged answer the same object), so the
  // effects below run once when the run has succeeded.
  const report = useMemo(() => {
    const parsed = ZReplicationReport.safeParse(run?.result);
    return run?.status === 'succeeded' && parsed.success ? parsed.data : null;
  }, [run]);
  useEffect(() => {
    if (!report) return;
    void queryClient.invalidateQueries({ queryKey: locationsWithMenusKey([]).slice(0, 2) });
    for (const location of report.locations) {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all(location.restaurant_id) });
    }
  }, [report, queryClient]);
  return { run, report, error: query.error };
}

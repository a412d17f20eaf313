import { useQuery } from '@tanstack/react-query';
import { isJobRunFinished, ZJobRun, type JobRun } from '@app/domain';
import { apiRequest, type RequestOptions } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

/** How often a screen asks how a running job is doing. */
export const JOB_POLL_INTERVAL_MS = 500;

export const jobKeys = {
  run: (tenantId: number, id: number) => ['jobs', tenantId, id] as const,
};

/**
 * `GET /api/jobs/{id}`: a long operation's progress and outcome. `handleErrors: false` for a
 * poller that decides itself what a lost answer means (the point-of-sale pull).
 */
export function getJobRun(
  id: number,
  signal?: AbortSignal,
  options: Pick<RequestOptions<JobRun>, 'handleErrors'> = {},
): Promise<JobRun> {
  return apiRequest(`/jobs/${id}`, { schema: ZJobRun, signal, ...options });
}

/**
 * Follows a run of the active location until it ends (succeeded or failed), asking every
 * `JOB_POLL_INTERVAL_MS`; `null` follows nothing. A failed read ends the following (the shared
 * handling has told the user why).
 */
export function useJobRun(id: number | null) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: jobKeys.run(tenantId, id ?? 0),
    queryFn: ({ signal }) => getJobRun(id!, signal),
    enabled: id !== null,
    // Stops once the run has ended, and on an error (an unknown run does not come back).
    refetchInterval: (query) => {
      const run = query.state.data;
      if (query.state.status === 'error') return false;
      return run && isJobRunFinished(run.status) ? false : JOB_POLL_INTERVAL_MS;
    },
    retry: false,
  });
}

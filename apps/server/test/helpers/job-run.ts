import type { JobRun } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { waitUntil } from './wait-until.ts';

export const hasEnded = (run: JobRun): boolean =>
  run.status === 'succeeded' || run.status === 'failed';

/**
 * Reads a run (`GET /api/jobs/{id}` through `read`) until `until` holds — by default until it
 * has ended — within waitUntil's deadline, never a count of polls: on a loaded machine the job's
 * pickup and each poll take longer, and counts ran out before the job ended.
 */
export async function jobRunWhen(
  read: () => Promise<LightMyRequestResponse>,
  until: (run: JobRun) => boolean = hasEnded,
): Promise<JobRun> {
  let run: JobRun | undefined;
  await waitUntil('a job run', async () => {
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    run = res.json<JobRun>();
    return until(run);
  });
  return run!;
}

import { ZJobRun, type JobRun } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

/**
 * `PUT /api/restaurants/upload-menu/{id}` (spec part 1 §7): starts the pull of the active
 * location and answers its run. The shared error handling is off: a 503, 504 or lost answer here
 * is the spec's cue to wait for the menus instead (§4), not a session that ended.
 */
export function startPosPull(locationId: number, signal?: AbortSignal): Promise<JobRun> {
  return apiRequest(`/restaurants/upload-menu/${locationId}`, {
    method: 'PUT',
    schema: ZJobRun,
    signal,
    handleErrors: false,
  });
}

import { withTenant } from '../../db/tenant.ts';
import type { DelayedJob } from '../../jobs/tracked-job.ts';
import { recordChange } from '../change-history/record-change.ts';
import { toLocation } from './location-response.ts';
import { restaurantsRepository } from './restaurants.repository.ts';

export interface ResumeOrdersData {
  restaurantId: number;
}

/**
 * Ordering paused until a time resumes by itself then (`PUT /restaurants/{id}` with
 * `orders_paused_until`): the pause sends this job to start at that time. Under the location's
 * row lock it resumes only a pause whose time has come, so a second run (a retry, a second
 * instance, a job of an earlier pause) changes nothing, and a pause changed meanwhile (resumed by
 * hand, paused again until later or with no end) is left alone. Reads never wait for it: a pause
 * past its time already reads as resumed (`toLocation`).
 */
export const resumePausedOrdersJob: DelayedJob<ResumeOrdersData> = {
  name: 'resume-paused-orders',
  run: async (database, data) => {
    await resumePausedOrders(database, data.restaurantId, new Date());
  },
};

/** Resumes ordering at a location whose pause ended at or before `now`; answers whether it did. */
export async function resumePausedOrders(
  database: Parameters<DelayedJob<unknown>['run']>[0],
  restaurantId: number,
  now: Date,
): Promise<boolean> {
  return withTenant(database.db, restaurantId, async (tx) => {
    const before = await restaurantsRepository.findForUpdate(tx, restaurantId);
    const until = before?.orders_paused_until;
    if (!before?.orders_paused || !until || until.getTime() > now.getTime()) return false;
    const after = await restaurantsRepository.update(tx, restaurantId, {
      orders_paused: false,
      orders_paused_until: null,
    });
    await recordChange(tx, {
      restaurantId,
      entity: 'restaurant',
      entityId: restaurantId,
      action: 'resume_orders',
      // As it was stored (paused), not as it reads now (already resumed).
      before: { ...toLocation(before), orders_paused: true, orders_paused_until: until },
      after: after && toLocation(after),
      user: null,
    });
    return true;
  });
}

import type { LocationReplication, ReplicationReport } from '@app/domain';
import { switchTenant } from '../../db/tenant.ts';
import { defineTrackedJob } from '../../jobs/tracked-job.ts';
import { readReplicationSource } from './read-replication-source.ts';
import { replicateIntoLocation } from './replicate-into-location.ts';

/** What a `menu-replication` run is started with (checked by `startMenuReplication`). */
export interface MenuReplicationJobData {
  menus: number[];
  /** The target locations, in ascending id order: the order their catalogue locks are taken. */
  targets: number[];
  copyRotationalMenus: boolean;
  overwriteConfirmed: boolean;
  user: { id: number; email: string };
}

/**
 * The replication (`POST /menus/replicate` starts it): one transaction for the source and every
 * target, so it is all or nothing across locations: the source read once under its location,
 * then each target written in turn under its own (`switchTenant`, row-level security on),
 * progress counting the targets done. Any failure, or the process dying, leaves every location
 * as it was. Answers the `ReplicationReport`. See docs/decisions/menu-replication.md.
 */
export const menuReplicationJob = defineTrackedJob<MenuReplicationJobData>(
  'menu-replication',
  async (job) => {
    const { menus, targets, copyRotationalMenus, overwriteConfirmed, user } = job.data;
    return job.tenantTx(async (tx): Promise<ReplicationReport> => {
      const source = await readReplicationSource(tx, menus, copyRotationalMenus);
      await job.reportProgress(0, targets.length);
      const locations: LocationReplication[] = [];
      for (const target of targets) {
        await switchTenant(tx, target);
        const outcome = await replicateIntoLocation(tx, { restaurantId: target, user }, source, {
          overwriteConfirmed,
          sourceRestaurantId: job.restaurantId,
        });
        locations.push({ restaurant_id: target, ...outcome });
        await job.reportProgress(locations.length, targets.length);
      }
      return { locations };
    });
  },
);

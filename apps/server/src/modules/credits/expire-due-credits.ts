import type { Database } from '../../db/client.ts';
import type { ScheduledJob } from '../../jobs/tracked-job.ts';
import { recordChange } from '../change-history/record-change.ts';
import { creditsRepository } from './credits.repository.ts';

/**
 * Expires the credits whose date has passed (the day after their expiry date, in their
 * location's time zone): one `expire` ledger row each taking the balance to zero, with a
 * change-history row by nobody (the system). Idempotent: a credit at zero is not touched again,
 * so a second run writes nothing. Answers how many credits expired.
 */
export function expireDueCredits(database: Database, now: Date = new Date()): Promise<number> {
  return database.db.transaction(async (tx) => {
    const expired = await creditsRepository.expireDue(tx, now);
    for (const row of expired) {
      await recordChange(tx, {
        restaurantId: row.restaurant_id,
        entity: 'credit',
        entityId: row.credit_id,
        action: 'expire',
        before: { balance: -Number(row.amount) },
        after: { balance: 0 },
        user: null,
      });
    }
    return expired.length;
  });
}

/**
 * Every hour (pg-boss schedule; one instance runs it): a location's day starts at its own
 * midnight, so an hourly run expires each credit within the hour its last day ends.
 */
export const creditExpiryJob: ScheduledJob = {
  name: 'credit-expiry',
  cron: '5 * * * *',
  async run(database) {
    await expireDueCredits(database);
  },
};

import type { Db } from '../../../db/client.ts';
import type { ScheduledJob } from '../../../jobs/tracked-job.ts';
import { orderEventsRepository } from './order-events.repository.ts';

/**
 * How long order events are kept: long enough for a client that was offline (a closed laptop over
 * a weekend) to catch up; beyond it, the client's reload of its lists on reconnect is enough.
 */
export const ORDER_EVENTS_RETENTION_DAYS = 3;
const DAY_MS = 86_400_000;

/** Deletes every location's order events older than the retention; answers how many went. */
export function purgeOrderEvents(db: Db, now: Date = new Date()): Promise<number> {
  return orderEventsRepository.deleteBefore(
    db,
    new Date(now.getTime() - ORDER_EVENTS_RETENTION_DAYS * DAY_MS),
  );
}

/** The daily retention run (pg-boss schedule; one instance runs it). */
export const orderEventsRetentionJob: ScheduledJob = {
  name: 'order-events-retention',
  // 03:25 every day, Toronto time: outside service hours, after the change-history purge.
  cron: '25 3 * * *',
  timeZone: 'America/Toronto',
  async run(database) {
    await purgeOrderEvents(database.db);
  },
};

import { CHANGE_HISTORY_RETENTION_DAYS } from '@app/domain';
import type { Db } from '../../db/client.ts';
import type { ScheduledJob } from '../../jobs/tracked-job.ts';
import { changeHistoryRepository } from './change-history.repository.ts';

const DAY_MS = 86_400_000;

/**
 * Deletes the change-history entries of every location written more than the retention (30
 * days) before `now`. Runs on the owner connection, across locations. Answers how many went.
 */
export async function purgeChangeHistory(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CHANGE_HISTORY_RETENTION_DAYS * DAY_MS);
  return changeHistoryRepository.deleteBefore(db, cutoff);
}

/** The daily retention run (pg-boss schedule; one instance runs it). */
export const changeHistoryRetentionJob: ScheduledJob = {
  name: 'change-history-retention',
  // 03:15 every day, Toronto time: outside service hours.
  cron: '15 3 * * *',
  timeZone: 'America/Toronto',
  async run(database) {
    await purgeChangeHistory(database.db);
  },
};

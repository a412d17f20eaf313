import { preOrderEmailDue, preOrderEmailRefusal, ZEventSuiteStatus } from '@app/domain';
import type { AppContext } from '../../../context/app-context.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { ScheduledJob } from '../../../jobs/tracked-job.ts';
import { preOrderSuitesRepository as preOrderSuites } from './pre-order-suites.repository.ts';
import { queuePreOrderEmail } from './queue-pre-order-email.ts';

type JobApp = Pick<AppContext, 'database' | 'keys' | 'config' | 'mailer'>;

/**
 * Sends the scheduled pre-order emails that are due at `now`: every suite whose email is
 * scheduled and whose event's email day has come in its location's time zone, before the event
 * and its lock period (the domain's `preOrderEmailDue`), with an owner, an owner email and a
 * pre-order menu. Each suite in a transaction of its own under its location's row-level
 * security, its status read again there: a run that comes twice, or beside another instance's,
 * finds it sent (and the conditional mark of queue-pre-order-email.ts lets one sender win), so
 * no owner gets two. One suite that fails does not hold the others back; the first failure is
 * thrown at the end so the job's run shows it. Answers how many emails were queued.
 */
export async function sendDuePreOrderEmails(app: JobApp, now: Date = new Date()): Promise<number> {
  const { db } = app.database;
  const candidates = await db.transaction((tx) => preOrderSuites.scheduledEmailSuites(tx, now));
  let queued = 0;
  let failure: Error | null = null;
  for (const candidate of candidates) {
    if (!preOrderEmailDue(candidate.event, now, candidate.time_zone)) continue;
    try {
      const sent = await withTenant(db, candidate.restaurant_id, async (tx) => {
        const suite = await preOrderSuites.find(tx, candidate.restaurant_id, candidate.id);
        if (!suite || suite.status !== 'email_scheduled' || !suite.owner?.email) return false;
        const status = ZEventSuiteStatus.parse(suite.status);
        const facts = { ...suite, status, menu_count: suite.menu_ids.length };
        if (preOrderEmailRefusal(facts, suite.event, now, candidate.time_zone)) return false;
        const owner = { ...suite.owner, email: suite.owner.email };
        const after = await queuePreOrderEmail(tx, app, {
          restaurantId: candidate.restaurant_id,
          location: { name: candidate.location_name, timezone: candidate.time_zone },
          suite: { ...suite, owner },
          user: null,
        });
        return after !== null;
      });
      if (sent) queued += 1;
    } catch (error) {
      failure ??= error instanceof Error ? error : new Error(String(error));
    }
  }
  if (queued > 0) await app.mailer.deliverUnsent().catch(() => undefined);
  if (failure) throw failure;
  return queued;
}

/**
 * Every quarter of an hour (pg-boss schedule; one instance runs it): the email goes within a
 * quarter of an hour of its day starting in the location's time zone.
 */
export function preOrderEmailJob(app: JobApp): ScheduledJob {
  return {
    name: 'pre-order-emails',
    cron: '*/15 * * * *',
    async run() {
      await sendDuePreOrderEmails(app);
    },
  };
}

import {
  parseLocale,
  preOrderLockStart,
  statusAfterPreOrderEmail,
  ZEventSuiteStatus,
  type EventSuiteStatus,
} from '@app/domain';
import type { AppContext } from '../../../context/app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { mailOutboxRepository } from '../../mail/mail-outbox.repository.ts';
import { suitePreOrderMail } from '../../mail/templates/suite-pre-order.ts';
import { suitePreOrderLink } from './pre-order-link.ts';
import {
  preOrderSuitesRepository as preOrderSuites,
  type PreOrderSuiteRow,
} from './pre-order-suites.repository.ts';

export interface PreOrderEmail {
  restaurantId: number;
  location: { name: string; timezone: string };
  /** The suite, read in this transaction, whose owner has an email (the caller checked). */
  suite: PreOrderSuiteRow & { owner: { email: string } };
  /** Who sends it: a staff member, or null for the schedule. */
  user: { id: number; email: string } | null;
}

/**
 * Queues a suite's pre-order invitation in the outbox and marks it sent — now, with the status
 * `email_sent` unless the suite is further along — with its change-history row, in the caller's
 * tenant transaction: the mail exists if and only if the mark does. The mark is conditional (no
 * email in the last hour), so two senders never both queue one; the loser gets null and nothing
 * is written. Answers the suite's status after.
 */
export async function queuePreOrderEmail(
  tx: Tx,
  app: Pick<AppContext, 'keys' | 'config'>,
  email: PreOrderEmail,
): Promise<EventSuiteStatus | null> {
  const { suite, location } = email;
  const before = ZEventSuiteStatus.catch('not_configured').parse(suite.status);
  const status = statusAfterPreOrderEmail(before);
  if (!(await preOrderSuites.markEmailSent(tx, suite.id, status))) return null;
  const link = await suitePreOrderLink(app, {
    restaurantId: email.restaurantId,
    eventSuiteId: suite.id,
    event: suite.event,
  });
  const { event, owner } = suite;
  await mailOutboxRepository.queue(
    tx,
    suitePreOrderMail({
      to: owner.email,
      ownerName: owner.name,
      locationName: location.name,
      eventTitle: event.title,
      eventStart: event.start_date,
      suiteName: suite.suite_name,
      locksAt: preOrderLockStart(event.start_date, event.order_lock_period_days, location.timezone),
      timeZone: location.timezone,
      locale: parseLocale(owner.locale),
      link,
    }),
  );
  await recordChange(tx, {
    restaurantId: email.restaurantId,
    entity: 'event_suite',
    entityId: suite.id,
    action: 'pre_order_email',
    before: { status: before, pre_order_email_sent_at: suite.pre_order_email_sent_at },
    after: { status, pre_order_email_sent_at: new Date(), to: owner.email },
    user: email.user,
  });
  return status;
}

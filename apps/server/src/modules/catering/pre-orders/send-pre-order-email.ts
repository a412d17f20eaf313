import {
  formatDateTime,
  preOrderEmailRefusal,
  preOrderLockStart,
  ZEventSuiteStatus,
  type EventSuite,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context/app-context.ts';
import { tenantContext, type TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { eventSuiteOf } from '../event-suites/event-suite-answers.ts';
import { eventSuitesRepository as eventSuites } from '../event-suites/event-suites.repository.ts';
import { preOrderSuitesRepository as preOrderSuites } from './pre-order-suites.repository.ts';
import { queuePreOrderEmail } from './queue-pre-order-email.ts';

/** What sending a pre-order email needs beyond the tenant: the app's keys, mail and address. */
export interface PreOrderEmailContext extends TenantContext {
  app: Pick<AppContext, 'keys' | 'config' | 'mailer'>;
  location: { name: string; timezone: string };
}

export function preOrderEmailContext(app: AppContext, request: FastifyRequest) {
  const tenant = request.tenant!;
  return {
    ...tenantContext(request),
    app,
    location: { name: tenant.name, timezone: tenant.timezone },
  } satisfies PreOrderEmailContext;
}

/**
 * `POST /catering/events/{eventId}/event-suites/{id}/send-pre-order-email`: the suite's owner
 * gets the pre-order invitation now, in their language (queue-pre-order-email.ts). Refused with
 * 409 when the suite has no owner, no owner email or no pre-order menu, the event has started or
 * the suite is settled, pre-ordering is locked, or an email went less than an hour ago
 * (`pre_order_email_already_sent`); 404 without such an event suite. Answers the suite.
 */
export async function sendPreOrderEmail(
  ctx: PreOrderEmailContext,
  eventId: number,
  id: number,
): Promise<EventSuite> {
  const answer = await ctx.tenantTx(async (tx) => {
    const suite = await preOrderSuites.find(tx, ctx.restaurantId, id, eventId);
    if (!suite) throw new AppError('not_found');
    const now = new Date();
    const { timezone } = ctx.location;
    const status = ZEventSuiteStatus.catch('not_configured').parse(suite.status);
    const facts = { ...suite, status, menu_count: suite.menu_ids.length };
    const refusal = preOrderEmailRefusal(facts, suite.event, now, timezone);
    if (refusal === 'pre_order_locked') {
      const { start_date, order_lock_period_days } = suite.event;
      const locksAt = preOrderLockStart(start_date, order_lock_period_days, timezone);
      throw new AppError(refusal, { date: formatDateTime(locksAt, ctx.locale, timezone) });
    }
    if (refusal) throw new AppError(refusal);
    const owner = { ...suite.owner!, email: suite.owner!.email! };
    const sent = await queuePreOrderEmail(tx, ctx.app, {
      restaurantId: ctx.restaurantId,
      location: ctx.location,
      suite: { ...suite, owner },
      user: ctx.user,
    });
    // Another sender marked it between the read and the mark.
    if (sent === null) throw new AppError('pre_order_email_already_sent');
    const row = await eventSuites.find(tx, ctx.restaurantId, eventId, id);
    return eventSuiteOf(row!);
  });
  void ctx.app.mailer.deliverUnsent().catch(() => undefined);
  return answer;
}

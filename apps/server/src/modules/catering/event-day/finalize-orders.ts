import type { FinalizeReport } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import {
  idempotent,
  storedAnswer,
  type IdempotencyScope,
  type IdempotentAnswer,
} from '../../../lib/idempotency.ts';
import { eventSuitesRepository as eventSuites } from '../event-suites/event-suites.repository.ts';
import { eventDayRepository as days } from './event-day.repository.ts';
import { finalizeSuite } from './finalize-suite.ts';

export interface FinalizeTarget {
  eventId: number;
  /** One suite (`…/event-suites/{id}/finalize-orders`); every suite of the event when absent. */
  eventSuiteId?: number;
}

/**
 * `GET /catering/events/{id}/finalize-orders` and `GET …/event-suites/{id}/finalize-orders`
 * (event access `manage`; docs/decisions/event-day.md): settles each suite of the event (or the
 * one) in a transaction of its own (`finalizeSuite`), so one suite's failure leaves it as it was
 * and the others settled, and answers a report with an entry per suite, by suite name.
 *
 * With an `Idempotency-Key`: a key already answered replays its report (422 when it answered
 * another request); otherwise the suites are settled, each claiming `{key}#event-suite-{id}` in
 * its own transaction, and the report is stored under the key at the end — a duplicate that
 * stored first is answered instead, so both callers get one report. 404 for an event (or suite)
 * the location does not have.
 */
export async function finalizeOrders(
  ctx: OrderContext,
  target: FinalizeTarget,
  options: { key: string | undefined; onError: (error: unknown) => void },
): Promise<IdempotentAnswer<FinalizeReport>> {
  const scope: IdempotencyScope = {
    restaurantId: ctx.restaurantId,
    key: options.key,
    route:
      target.eventSuiteId === undefined
        ? 'GET /api/catering/events/:id/finalize-orders'
        : 'GET /api/catering/events/:eventId/event-suites/:id/finalize-orders',
    callerId: ctx.user.id,
    request: target,
  };
  const start = await ctx.tenantTx(async (tx) => {
    const replay = await storedAnswer<FinalizeReport>(tx, scope);
    if (replay) return { replay, ids: [] };
    return { replay: null, ids: await suitesOf(ctx, tx, target) };
  });
  if (start.replay) return start.replay;
  const suites = [];
  for (const id of start.ids) {
    suites.push(await finalizeSuite(ctx, target.eventId, id, options));
  }
  const report: FinalizeReport = { event_id: target.eventId, suites };
  return ctx.tenantTx((tx) => idempotent(tx, scope, async () => ({ status: 200, body: report })));
}

async function suitesOf(
  ctx: OrderContext,
  tx: Tx,
  { eventId, eventSuiteId }: FinalizeTarget,
): Promise<number[]> {
  if (eventSuiteId !== undefined) {
    const suite = await eventSuites.find(tx, ctx.restaurantId, eventId, eventSuiteId);
    if (!suite) throw new AppError('not_found');
    return [eventSuiteId];
  }
  if (!(await eventSuites.eventExists(tx, ctx.restaurantId, eventId))) {
    throw new AppError('not_found');
  }
  return days.suiteIds(tx, ctx.restaurantId, eventId);
}

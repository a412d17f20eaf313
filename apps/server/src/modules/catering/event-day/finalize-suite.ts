import {
  errorMessage,
  fromCents,
  toCents,
  type FinalizeOutcome,
  type SuiteFinalization,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { idempotent } from '../../../lib/idempotency.ts';
import { eventSuiteOf } from '../event-suites/event-suite-answers.ts';
import { eventSuitesRepository as eventSuites } from '../event-suites/event-suites.repository.ts';
import { eventDayRepository as days } from './event-day.repository.ts';
import { writeSuiteStatus } from './follow-suite-status.ts';
import { settleSuiteOrders, SuiteOrderFailure, type SettledOrders } from './settle-suite-orders.ts';

/** The route name of each suite's own idempotency claim (both finalize calls share it). */
const SUITE_ROUTE = 'finalize-orders event suite';

const nothingSettled: SettledOrders = { completed: [], cancelled: [] };

/**
 * Finalizes one event suite in a transaction of its own: all or nothing. With an
 * `Idempotency-Key`, the suite's entry is claimed under `{key}#event-suite-{id}` in that same
 * transaction, so a retry of a call that settled it (or a duplicate running at the same time)
 * answers the entry it got instead of "already finalized", and a suite that failed is tried
 * again. Any failure — a refusal or an unexpected error — leaves the suite exactly as it was and
 * becomes its `failed` entry with the reason in the caller's language; `onError` hears the
 * unexpected ones.
 */
export async function finalizeSuite(
  ctx: OrderContext,
  eventId: number,
  id: number,
  options: { key: string | undefined; onError: (error: unknown) => void },
): Promise<SuiteFinalization> {
  try {
    const answer = await ctx.tenantTx((tx) =>
      idempotent(
        tx,
        {
          restaurantId: ctx.restaurantId,
          key: options.key === undefined ? undefined : `${options.key}#event-suite-${id}`,
          route: SUITE_ROUTE,
          callerId: ctx.user.id,
          request: { event_id: eventId, event_suite_id: id },
        },
        async () => ({ status: 200, body: await settleSuite(tx, ctx, eventId, id) }),
      ),
    );
    return answer.body;
  } catch (error) {
    const cause = error instanceof SuiteOrderFailure ? error.cause : error;
    if (!(cause instanceof AppError)) options.onError(error);
    const code = cause instanceof AppError ? cause.code : 'internal_error';
    const params = cause instanceof AppError ? cause.params : {};
    const order = error instanceof SuiteOrderFailure ? error.order : null;
    return ctx.tenantTx(async (tx) =>
      suiteEntry(tx, ctx, eventId, id, 'failed', nothingSettled, {
        code,
        message: errorMessage(code, ctx.locale, params),
        order,
      }),
    );
  }
}

/**
 * The suite's work, under the lock order of order writes: its open orders first (an order
 * write that moves the suite's status holds its order, then the suite), then the suite row; then
 * its open orders read again, as an order may have joined the suite before the suite was locked.
 * A suite finalized earlier is left alone. A suite with no order to settle is marked finalized
 * only when it has orders kept (completed, refunded), so its invoice status reads ready.
 */
async function settleSuite(
  tx: Tx,
  ctx: OrderContext,
  eventId: number,
  id: number,
): Promise<SuiteFinalization> {
  await days.lockOpenOrders(tx, id);
  const suite = await days.lockSuite(tx, id);
  if (!suite || suite.event_id !== eventId) throw new AppError('not_found');
  if (suite.finalized_at) {
    return suiteEntry(tx, ctx, eventId, id, 'already_finalized', nothingSettled, null);
  }
  const open = await days.lockOpenOrders(tx, id);
  const settled = await settleSuiteOrders(tx, ctx, open);
  const kept = (await days.orderStatuses(tx, id)).some((order) => order.status !== 'cancelled');
  if (open.length > 0 || kept) {
    await writeSuiteStatus(tx, ctx, suite, {
      finalizedAt: new Date(),
      action: 'finalize',
      report: settled,
    });
  }
  const outcome = open.length > 0 ? 'finalized' : 'nothing_to_do';
  return suiteEntry(tx, ctx, eventId, id, outcome, settled, null);
}

/** The report's entry of the suite as it now stands. */
async function suiteEntry(
  tx: Tx,
  ctx: OrderContext,
  eventId: number,
  id: number,
  outcome: FinalizeOutcome,
  settled: SettledOrders,
  error: SuiteFinalization['error'],
): Promise<SuiteFinalization> {
  const row = await eventSuites.find(tx, ctx.restaurantId, eventId, id);
  if (!row) throw new AppError('not_found');
  const suite = eventSuiteOf(row);
  const sum = (methods: readonly string[]) =>
    fromCents(
      settled.completed
        .filter((order) => methods.includes(order.method))
        .reduce((cents, order) => cents + toCents(order.amount), 0),
    );
  return {
    event_suite_id: suite.id,
    suite: suite.suite,
    suite_owner: suite.suite_owner && {
      id: suite.suite_owner.id,
      name: suite.suite_owner.name,
      email: suite.suite_owner.email,
    },
    outcome,
    charged: sum(['card_captured', 'card_charged']),
    invoiced: sum(['invoice']),
    completed_orders: settled.completed,
    cancelled_orders: settled.cancelled,
    status: suite.status,
    invoice_status: suite.invoice_status,
    finalized_at: suite.finalized_at,
    error,
  };
}

import {
  errorMessage,
  formatMoney,
  type ErrorCode,
  type MoneyProblem,
  type OrderMoneyActionAnswer,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import { idempotent, type IdempotentAnswer } from '../../../lib/idempotency.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { followEventSuiteStatus } from '../../catering/event-day/follow-suite-status.ts';
import { ordersRepository as orders, toOrder, type OrderRow } from '../orders.repository.ts';
import { readOrderLedger, type OrderLedger } from './order-ledger.ts';

/** What a money action did: the order after it, its change-history action, a refusal it kept. */
export interface MoneyActionResult {
  row: OrderRow;
  action: string;
  /** The processor refused: the failed row is kept and the answer is this error (402). */
  failure?: { code: ErrorCode; params: Record<string, string | number> };
}

/** A money action's answer body: the order, its money and ledger, or that with an error. */
export type MoneyActionBody =
  | OrderMoneyActionAnswer
  | (OrderMoneyActionAnswer & { code: ErrorCode; message: string; messages: string[] });

/**
 * Runs one money action on an order (docs/decisions/order-money.md): one tenant transaction in the
 * lock order of order-locks.repository.ts — the `Idempotency-Key` first (a retry answers the first
 * request's answer), then the order row — then `act` on the order and its ledger as read under
 * that lock, one change-history row (the order and its money, before and after), and the answer:
 * the order, its money and its whole ledger. A refusal thrown by `act` rolls everything back.
 */
export function runMoneyAction(
  ctx: OrderContext,
  scope: { orderId: number; route: string; idempotencyKey: string | undefined; request: unknown },
  act: (tx: Tx, order: OrderRow, ledger: OrderLedger) => Promise<MoneyActionResult>,
): Promise<IdempotentAnswer<MoneyActionBody>> {
  return ctx.tenantTx((tx) =>
    idempotent<MoneyActionBody>(
      tx,
      {
        restaurantId: ctx.restaurantId,
        key: scope.idempotencyKey,
        route: scope.route,
        callerId: ctx.user.id,
        request: scope.request,
      },
      async () => {
        const before = await orders.findForUpdate(tx, scope.orderId);
        if (!before) throw new AppError('not_found');
        const ledger = await readOrderLedger(tx, before);
        const result = await act(tx, before, ledger);
        // A refund moves an event order's status, and its suite's with it.
        if (result.row.status !== before.status) {
          await followEventSuiteStatus(tx, ctx, result.row.event_suite_id);
        }
        const after = await readOrderLedger(tx, result.row);
        const order = toOrder(result.row);
        await recordChange(tx, {
          restaurantId: ctx.restaurantId,
          entity: 'order',
          entityId: order.id,
          action: result.action,
          before: { ...toOrder(before), money: ledger.answer.money },
          after: { ...order, money: after.answer.money },
          user: ctx.user,
        });
        const body = { order, ...after.answer };
        if (!result.failure) return { status: 200, body };
        const { code, params } = result.failure;
        const message = errorMessage(code, ctx.locale, params);
        return { status: 402, body: { code, message, messages: [message], ...body } };
      },
    ),
  );
}

/** A domain refusal as the error it answers, its amounts in the caller's money format. */
export function moneyError(problem: MoneyProblem, ctx: Pick<OrderContext, 'locale'>): AppError {
  const amounts = Object.fromEntries(
    Object.entries(problem.cents).map(([name, cents]) => [name, formatMoney(cents, ctx.locale)]),
  );
  return new AppError(problem.code, { ...problem.params, ...amounts });
}

import {
  depositProblem,
  fromCents,
  moneyActionAllowed,
  toCents,
  type OrderStatus,
  type RequestDepositRequest,
} from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import type { IdempotentAnswer } from '../../../lib/idempotency.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { moneyError, runMoneyAction, type MoneyActionBody } from './money-action.ts';
import { orderLedgerRepository as ledgerRows } from './order-ledger.repository.ts';

/**
 * `POST /orders/request-deposit` (lead and above): asks the customer for a deposit — a
 * `deposit_request` row waiting to be paid — on a pending, in-progress or completed order. Not
 * above the outstanding amount (500 `deposit_exceeds_outstanding`, numeric 2501, with both
 * amounts) nor above what is left to ask (`deposit_exceeds_available`, `depositProblem`).
 */
export function requestDeposit(
  ctx: OrderContext,
  body: RequestDepositRequest,
  idempotencyKey: string | undefined,
): Promise<IdempotentAnswer<MoneyActionBody>> {
  return runMoneyAction(
    ctx,
    {
      orderId: body.orderId,
      route: 'POST /api/orders/request-deposit',
      idempotencyKey,
      request: body,
    },
    async (tx, order, ledger) => {
      if (!moneyActionAllowed(order.status as OrderStatus, 'deposit_request')) {
        throw new AppError('deposit_not_allowed');
      }
      if (ledger.private) throw new AppError('order_amounts_private');
      const cents = toCents(body.amount);
      const problem = depositProblem(cents, ledger.cents);
      if (problem) throw moneyError(problem, ctx);
      await ledgerRows.insert(
        tx,
        {
          restaurant_id: ctx.restaurantId,
          order_id: order.id,
          kind: 'deposit_request',
          status: 'pending',
          amount: fromCents(cents),
          reason: body.note || null,
          details: {},
          created_by: ctx.user.id,
        },
        ctx.user.email,
      );
      return { row: order, action: 'deposit_request' };
    },
  );
}

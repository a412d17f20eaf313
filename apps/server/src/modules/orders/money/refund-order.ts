import {
  fromCents,
  hasRoleAtLeast,
  lineRefundCents,
  moneyActionAllowed,
  refundAmountProblem,
  refundedQuantities,
  statusAfterRefund,
  toCents,
  type OrderStatus,
  type RefundLine,
  type RefundRequest,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { IdempotentAnswer } from '../../../lib/idempotency.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { ordersRepository as orders, storedData, type OrderRow } from '../orders.repository.ts';
import { cancelOrder } from '../writes/cancel-order.ts';
import { giveBackMoney } from './give-back-money.ts';
import {
  moneyError,
  runMoneyAction,
  type MoneyActionBody,
  type MoneyActionResult,
} from './money-action.ts';
import { orderLedgerRepository as ledgerRows } from './order-ledger.repository.ts';
import { readOrderLedger, type OrderLedger } from './order-ledger.ts';
import { lockOrderCredits } from '../order-locks.repository.ts';

/**
 * `POST /orders/refund` (docs/decisions/order-money.md "Refunds"): a refund in full, by amount or
 * by item lines, or with `request: true` a refund request. Leads may ask; managers and above
 * refund (a lead refunding is 403 `forbidden_role`), which also grants the requests waiting.
 */
export function refundOrder(
  ctx: OrderContext,
  body: RefundRequest,
  idempotencyKey: string | undefined,
): Promise<IdempotentAnswer<MoneyActionBody>> {
  if (!body.request && !hasRoleAtLeast(ctx.user.role, 'manager')) {
    throw new AppError('forbidden_role');
  }
  return runMoneyAction(
    ctx,
    { orderId: body.orderId, route: 'POST /api/orders/refund', idempotencyKey, request: body },
    (tx, order, ledger) =>
      body.request
        ? askRefund(tx, ctx, order, ledger, body)
        : giveRefund(tx, ctx, order, ledger, { ...body, idempotencyKey }),
  );
}

/** The amount a refund gives back, and its lines, checked against what is left to refund. */
function refundOf(
  ctx: OrderContext,
  order: OrderRow,
  ledger: OrderLedger,
  body: RefundRequest,
): { cents: number; lines: RefundLine[] | null } {
  // An amount or lines would tell what a pay-what-you-can family paid (refundable, "exceeds").
  if (ledger.private && body.mode !== 'full') throw new AppError('order_amounts_private');
  let cents = ledger.cents.refundableCents;
  if (body.mode === 'amount') cents = toCents(body.amount!);
  if (body.mode === 'lines') {
    const given = ledger.rows.filter((row) => row.kind === 'refund' && row.status === 'succeeded');
    const byLines = lineRefundCents(
      storedData(order),
      refundedQuantities(given.map((row) => ({ lines: row.details.lines as RefundLine[] | null }))),
      body.lines!,
    );
    if ('code' in byLines) throw moneyError(byLines, ctx);
    cents = byLines.cents;
  }
  const problem = refundAmountProblem(cents, ledger.cents, body.mode);
  if (problem) throw moneyError(problem, ctx);
  return { cents, lines: body.mode === 'lines' ? body.lines! : null };
}

async function askRefund(
  tx: Tx,
  ctx: OrderContext,
  order: OrderRow,
  ledger: OrderLedger,
  body: RefundRequest,
): Promise<MoneyActionResult> {
  const status = order.status as OrderStatus;
  if (!moneyActionAllowed(status, 'refund_request')) throw new AppError('refund_not_allowed');
  if (ledger.rows.some((row) => row.kind === 'refund_request' && row.status === 'pending')) {
    throw new AppError('refund_request_pending');
  }
  const { cents, lines } = refundOf(ctx, order, ledger, body);
  await ledgerRows.insert(
    tx,
    {
      restaurant_id: ctx.restaurantId,
      order_id: order.id,
      kind: 'refund_request',
      status: 'pending',
      amount: fromCents(cents),
      reason: body.reason,
      details: { mode: body.mode, ...(lines ? { lines } : {}) },
      created_by: ctx.user.id,
    },
    ctx.user.email,
  );
  const next = statusAfterRefund(status, {
    mode: body.mode,
    request: true,
    refundableAfterCents: ledger.cents.refundableCents,
  });
  return { row: await orders.update(tx, order.id, { status: next }), action: 'refund_request' };
}

async function giveRefund(
  tx: Tx,
  ctx: OrderContext,
  order: OrderRow,
  ledger: OrderLedger,
  body: RefundRequest & { idempotencyKey: string | undefined },
): Promise<MoneyActionResult> {
  const status = order.status as OrderStatus;
  const nothingLeft = status === 'cancelled' && ledger.cents.refundableCents === 0;
  if (!moneyActionAllowed(status, 'refund') || nothingLeft) {
    throw new AppError('refund_not_allowed');
  }
  const { cents, lines } = refundOf(ctx, order, ledger, body);
  // The credits a full refund gives back are locked before the card payments (lock order).
  if (body.mode === 'full') await lockOrderCredits(tx, { orderId: order.id, email: '' });
  const given = await giveBackMoney(tx, ctx, ledger, {
    orderId: order.id,
    cents,
    reason: body.reason,
    mode: body.mode,
    lines,
    idempotencyKey: body.idempotencyKey,
  });
  if (given.failure) {
    const failure = { code: 'refund_failed' as const, params: { reason: given.failure.reason } };
    // Pieces given back before the refusal still count: the status follows them.
    const row = given.refundIds.length > 0 ? await settle(tx, ctx, order, body, false) : order;
    return { row, action: 'refund_failed', failure };
  }
  await ledgerRows.settlePending(tx, order.id, 'refund_request', 'succeeded', {
    granted_by_refunds: given.refundIds,
  });
  return { row: await settle(tx, ctx, order, body, true), action: 'refund' };
}

/**
 * The order after a refund: a full one (wholly given back) cancels it — the credits it used come
 * back, deposit requests are withdrawn, card holds released; a partial one moves its status.
 */
async function settle(
  tx: Tx,
  ctx: OrderContext,
  order: OrderRow,
  body: RefundRequest,
  whole: boolean,
): Promise<OrderRow> {
  const after = await readOrderLedger(tx, order);
  const mode = whole ? body.mode : 'amount';
  const next = statusAfterRefund(order.status as OrderStatus, {
    mode,
    request: false,
    refundableAfterCents: after.cents.refundableCents,
  });
  if (mode !== 'full') return orders.update(tx, order.id, { status: next });
  return cancelOrder(tx, ctx, order, { status: next, reason: body.reason });
}

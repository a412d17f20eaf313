import {
  isBeforeScheduledDate,
  orderStatusAction,
  toCents,
  validationIssue,
  type Checkout,
  type CheckoutPatch,
  type OrderDraft,
  type OrderCompletion,
  type OrderStatus,
  type OrderType,
  type UpdateOrderAnswer,
  type ZUpdateOrderRequest,
} from '@app/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import { canonicalJson, idempotent, type IdempotentAnswer } from '../../../lib/idempotency.ts';
import { settleBalance } from './complete-order.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { cancelOrder } from './cancel-order.ts';
import { followEventSuiteStatus } from '../../catering/event-day/follow-suite-status.ts';
import { holdCardAmount } from './order-card.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { fieldsError } from '../../../errors/validation-failed.ts';
import { assertOrderDetails } from './order-rules.ts';
import { assertModifiable, rewriteOrder } from './modify-order.ts';
import { checkoutColumns } from './prepare-order.ts';
import {
  ordersRepository as orders,
  storedData,
  toOrder,
  type OrderRow,
} from '../orders.repository.ts';

export type UpdateOrderRequest = z.infer<typeof ZUpdateOrderRequest>;

/** Checkout parts that change the price or the schedule: sending them prices the order again. */
const REPRICING_KEYS = ['pickup', 'delivery', 'memberInfo', 'pricing'] as const;

/**
 * `PUT /orders/{id}` (lead and above): checkout details, then the status, in one transaction.
 *
 * - `checkout`: each key sent replaces that key whole, on a pending or in-progress order (409
 *   `order_not_modifiable` otherwise). When `pickup`, `delivery`, `memberInfo` or `pricing`
 *   change, the order is priced, scheduled and checked again like a modification; other keys
 *   (contact, school, questions, payment preference…) are checked by the order type's rules and
 *   the card hold follows the payment preference.
 * - `status`: accept (pending → in progress), decline (→ cancelled; `reason` required; the credits
 *   it used are given back with a `credit_return` ledger row, deposit requests not yet paid are
 *   withdrawn, a paid deposit is kept, and the card hold released), complete (not before the scheduled date:
 *   `order_before_scheduled_date`, numeric 2308). Any other change is
 *   `order_status_change_invalid`; the current status again changes nothing. Completing settles
 *   the balance by payment preference (complete-order.ts; `completeWith`, `confirmPayment`) and
 *   the answer's `completion` says how.
 *
 * With an `Idempotency-Key`, a retry answers the first answer instead of acting again.
 */
export function updateOrder(
  ctx: OrderContext,
  id: number,
  request: UpdateOrderRequest,
  idempotencyKey?: string,
): Promise<IdempotentAnswer<UpdateOrderAnswer>> {
  return ctx.tenantTx((tx) =>
    idempotent(
      tx,
      {
        restaurantId: ctx.restaurantId,
        key: idempotencyKey,
        route: 'PUT /api/orders/:id',
        callerId: ctx.user.id,
        request: { id, ...request },
      },
      async () => ({ status: 200, body: await applyUpdate(tx, ctx, id, request) }),
    ),
  );
}

async function applyUpdate(
  tx: Tx,
  ctx: OrderContext,
  id: number,
  request: UpdateOrderRequest,
): Promise<UpdateOrderAnswer> {
  const before = await orders.findForUpdate(tx, id);
  if (!before) throw new AppError('not_found');
  let row = before;
  if (request.checkout && Object.keys(request.checkout).length > 0) {
    row = await changeCheckout(tx, ctx, row, request.checkout);
  }
  let action = 'update';
  let completion: OrderCompletion | undefined;
  if (request.status !== undefined && request.status !== row.status) {
    const changed = await changeStatus(tx, ctx, row, request.status, request);
    row = changed.row;
    action = changed.action;
    completion = changed.completion;
    // An event order's suite follows its orders (accepted, cancelled, completed…).
    await followEventSuiteStatus(tx, ctx, row.event_suite_id);
  }
  const order = toOrder(row);
  if (row !== before) {
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'order',
      entityId: order.id,
      action,
      before: toOrder(before),
      after: order,
      user: ctx.user,
    });
  }
  return completion ? { ...order, completion } : order;
}

async function changeCheckout(
  tx: Tx,
  ctx: OrderContext,
  row: OrderRow,
  patch: CheckoutPatch,
): Promise<OrderRow> {
  assertModifiable(row);
  const stored = storedData(row);
  const checkout: Checkout = { ...stored.checkout, ...patch };
  const draft: OrderDraft = {
    type: row.type as OrderType,
    data: { config: stored.config, items: stored.items, checkout },
  };
  const repricing = REPRICING_KEYS.some(
    (key) => key in patch && canonicalJson(patch[key]) !== canonicalJson(stored.checkout[key]),
  );
  if (repricing) return rewriteOrder(tx, ctx, row, draft);
  await assertOrderDetails(tx, ctx, draft);
  const updated = await orders.update(tx, row.id, {
    data: { ...stored, checkout },
    ...checkoutColumns(checkout),
  });
  await holdCardAmount(tx, ctx, {
    orderId: row.id,
    checkout,
    amountCents: toCents(stored.costs.totalWithTip),
    dueAt: row.pickup_time,
  });
  return updated;
}

async function changeStatus(
  tx: Tx,
  ctx: OrderContext,
  row: OrderRow,
  to: OrderStatus,
  request: UpdateOrderRequest,
): Promise<{ row: OrderRow; action: string; completion?: OrderCompletion }> {
  const { reason } = request;
  const action = orderStatusAction(row.status as OrderStatus, to);
  if (!action) throw new AppError('order_status_change_invalid');
  if (
    action === 'complete' &&
    isBeforeScheduledDate(row.pickup_time, new Date(), ctx.location.timezone)
  ) {
    throw new AppError('order_before_scheduled_date');
  }
  if (action === 'complete') {
    const completion = await settleBalance(tx, ctx, row, request);
    return { row: await orders.update(tx, row.id, { status: to }), action, completion };
  }
  if (action !== 'decline') return { row: await orders.update(tx, row.id, { status: to }), action };
  if (!reason) throw fieldsError({ reason: validationIssue('required') }, ctx.locale);
  // A catering order keeps a deposit it paid: declining gives back no money, only credits.
  return { row: await cancelOrder(tx, ctx, row, { status: to, reason }), action };
}

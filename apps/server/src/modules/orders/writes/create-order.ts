import { randomInt } from 'node:crypto';
import type { Order, OrderDraft } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import { idempotent, type IdempotentAnswer } from '../../../lib/idempotency.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { followEventSuiteStatus } from '../../catering/event-day/follow-suite-status.ts';
import { customersRepository } from '../../customers/customers.repository.ts';
import type { OrderContext, OrderTakingContext } from '../../../context/order-context.ts';
import { orderColumns, prepareOrder, takeOrderPayments } from './prepare-order.ts';
import { ordersRepository as orders, toOrder } from '../orders.repository.ts';

/**
 * `POST /orders`: one transaction from the first check to the stored order — location checks,
 * pricing, scheduling, the type's rules, the order number, the order, its contact's customer
 * account, the credits it uses, the card hold and the change history. Any refusal leaves nothing behind. With an
 * `Idempotency-Key`, a retry answers the first order instead of taking a second one. Locks are
 * taken in the order of order-locks.repository.ts: the key, the menu, the subsidy code, the
 * order counter, the credits.
 */
export function createOrder(
  ctx: OrderContext,
  draft: OrderDraft,
  idempotencyKey: string | undefined,
): Promise<IdempotentAnswer<Order>> {
  return ctx.tenantTx((tx) =>
    idempotent(
      tx,
      {
        restaurantId: ctx.restaurantId,
        key: idempotencyKey,
        route: 'POST /api/orders',
        callerId: ctx.user.id,
        request: draft,
      },
      async () => {
        const order = await takeOrder(tx, ctx, draft);
        // An event order staff take moves its suite as any status change does (pending); the
        // owner's pre-order does it in catering/pre-orders/.
        const eventSuiteId = order.type === 'event' ? order.data.config.menuManagerEventBEO : null;
        await followEventSuiteStatus(tx, ctx, eventSuiteId);
        return { status: 201, body: order };
      },
    ),
  );
}

/**
 * Takes the order inside the caller's transaction (after its idempotency claim): what
 * `POST /orders` does, also used by a suite owner's pre-order (catering/pre-orders/), whose
 * order names no creator.
 */
export async function takeOrder(
  tx: Tx,
  ctx: OrderTakingContext,
  input: OrderDraft,
): Promise<Order> {
  if (ctx.location.orders_paused) throw new AppError('orders_paused');
  const prepared = await prepareOrder(tx, ctx, input, {
    now: new Date(),
    employeeId: ctx.user.id,
    isKiosk: false,
  });
  const row = await orders.insert(tx, {
    ...orderColumns(prepared),
    restaurant_id: ctx.restaurantId,
    order_number: await orders.nextOrderNumber(tx, ctx.restaurantId),
    reference: newOrderReference(),
    status: 'pending',
    created_by: ctx.user.id,
  });
  // The contact becomes (or stays) a customer account of the location, credit can go to.
  if (row.customer_email) {
    await customersRepository.upsert(tx, {
      restaurantId: ctx.restaurantId,
      email: row.customer_email,
      name: row.customer_name,
      source: 'order',
    });
  }
  await takeOrderPayments(tx, ctx, row.id, prepared);
  const order = toOrder(row);
  await recordChange(tx, {
    restaurantId: ctx.restaurantId,
    entity: 'order',
    entityId: order.id,
    action: 'create',
    before: null,
    after: order,
    user: ctx.user,
  });
  return order;
}

/** Letters and digits that cannot be misread over the phone (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
const REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';

/**
 * A short code staff read to a guest (`K7QD-MX3A`): random, so it tells nothing about how many
 * orders the location takes; the order number stays the sequence.
 */
export function newOrderReference(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

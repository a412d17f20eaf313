import type { Order, OrderDraft, OrderStatus } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import { recordChange } from '../../change-history/record-change.ts';
import type { OrderContext, OrderTakingContext } from '../../../context/order-context.ts';
import { returnOrderCredits } from './order-credits.ts';
import { withStoredPayWhatYouCan } from '../pay-what-you-can-privacy.ts';
import { lockOrderCredits, lockOrderMenu, lockSubsidyCode } from '../order-locks.repository.ts';
import { orderColumns, prepareOrder, takeOrderPayments } from './prepare-order.ts';
import {
  ordersRepository as orders,
  storedData,
  toOrder,
  type OrderRow,
} from '../orders.repository.ts';

/** Orders whose items and checkout can still change (spec part 2 §4 "Modify"). */
export const MODIFIABLE_STATUSES: readonly OrderStatus[] = ['pending', 'in_progress'];

/** 409 `order_not_modifiable` unless the order is pending or in progress. */
export function assertModifiable(order: OrderRow): void {
  if (!MODIFIABLE_STATUSES.includes(order.status as OrderStatus)) {
    throw new AppError('order_not_modifiable');
  }
}

/**
 * `PUT /orders/modify/{id}`: the body replaces the order's items and checkout (a dine-in "add to
 * check" sends the check's items plus the new ones). Everything is checked and priced again as on
 * submit, in one transaction; the order keeps its number, reference, status and creator.
 * Only pending and in-progress orders change (409 `order_not_modifiable`); an empty cart is
 * `order_remove_all_items` (complete the order, then refund it).
 */
export function modifyOrder(ctx: OrderContext, id: number, draft: OrderDraft): Promise<Order> {
  return ctx.tenantTx(async (tx) => {
    const before = await orders.findForUpdate(tx, id);
    if (!before) throw new AppError('not_found');
    return modifyLockedOrder(tx, ctx, before, draft);
  });
}

/**
 * What `PUT /orders/modify/{id}` does to the order `before` its caller locked: the same rules,
 * the rewrite and its change-history row (also a suite owner's change of their pre-order).
 */
export async function modifyLockedOrder(
  tx: Tx,
  ctx: OrderTakingContext,
  before: OrderRow,
  draft: OrderDraft,
): Promise<Order> {
  assertModifiable(before);
  if (draft.data.items.length === 0) throw new AppError('order_remove_all_items');
  const order = toOrder(await rewriteOrder(tx, ctx, before, draft));
  await recordChange(tx, {
    restaurantId: ctx.restaurantId,
    entity: 'order',
    entityId: order.id,
    action: 'modify',
    before: toOrder(before),
    after: order,
    user: ctx.user,
  });
  return order;
}

/**
 * Prices, schedules and checks `draft` again as the new content of the locked order `before`, and
 * stores it: the credits it held are given back before pricing (so the guest's whole balance
 * counts) and taken again, and the card hold follows the new amount. The staff overrides the
 * order holds stay usable by any role. Locks follow order-locks.repository.ts: the menu, the
 * subsidy code (pricing counts its meals of the day), then the credits (the order's and the
 * guest's, together), so a parallel submit holding the menu or the code never waits for credits this
 * change holds. The caller records the change.
 */
export async function rewriteOrder(
  tx: Tx,
  ctx: OrderTakingContext,
  before: OrderRow,
  sent: OrderDraft,
): Promise<OrderRow> {
  assertModifiable(before);
  const { config, checkout } = storedData(before);
  const draft = withStoredPayWhatYouCan(sent, checkout.pricing);
  await lockOrderMenu(tx, draft.data.config.menuId);
  await lockSubsidyCode(tx, draft.data.checkout.pricing.subsidyCode);
  await lockOrderCredits(tx, { orderId: before.id, email: draft.data.checkout.contact.email });
  await returnOrderCredits(tx, ctx, before.id, 'adjust');
  const prepared = await prepareOrder(tx, ctx, draft, {
    now: new Date(),
    employeeId: config.employeeId ?? before.created_by,
    isKiosk: config.isKiosk,
    excludeOrderId: before.id,
    keptOverrides: checkout.pricing.overrides,
  });
  const row = await orders.update(tx, before.id, orderColumns(prepared));
  await takeOrderPayments(tx, ctx, row.id, prepared);
  return row;
}

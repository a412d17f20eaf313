import { linesForGuestCount, type EventSuite, type OrderDraft, type OrderType } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { storedData, toOrder, type OrderRow } from '../../orders/orders.repository.ts';
import { rewriteOrder } from '../../orders/writes/modify-order.ts';
import { eventDayRepository as days } from './event-day.repository.ts';

/**
 * The guaranteed guest count a suite write sets anew (issue 15 item 6; docs/decisions/
 * event-day.md "Guaranteed count"): the new count when it differs from the suite's, null when it
 * is unchanged, cleared, or the suite is new (it has no order yet). 409 `event_suite_finalized`
 * once the suite is finalized: its orders are settled and no longer change.
 */
export function guestCountChange(before: EventSuite | null, guests: number | null): number | null {
  if (!before || guests === null || guests === before.guaranteed_guest_count) return null;
  if (before.finalized_at !== null) throw new AppError('event_suite_finalized');
  return guests;
}

/**
 * Locks the suite's open orders before its row is written (the lock order of the event day:
 * orders, then the suite), so the count is applied to the orders as they are.
 */
export function lockGuestCountOrders(tx: Tx, eventSuiteId: number): Promise<OrderRow[]> {
  return days.lockOpenOrders(tx, eventSuiteId);
}

/**
 * Sets each per-guest line of the suite's open orders (pending or accepted) to `guests`, through
 * the order engine's modify path in the suite write's transaction: priced, scheduled and checked
 * again, credits and the card hold following the new total, a change-history row per order
 * (action `guest_count`). Other lines, and orders with nothing to change, are left alone.
 */
export async function applyGuaranteedCount(
  tx: Tx,
  ctx: OrderContext,
  open: readonly OrderRow[],
  guests: number,
): Promise<void> {
  const itemIds = open.flatMap((row) => storedData(row).items.map((line) => line.id));
  const perGuest = await days.perGuestItemIds(tx, [...new Set(itemIds)]);
  if (perGuest.size === 0) return;
  for (const row of open) {
    const stored = storedData(row);
    const scaled = linesForGuestCount(stored.items, perGuest, guests);
    if (!scaled.changed) continue;
    const draft: OrderDraft = {
      type: row.type as OrderType,
      data: { config: stored.config, items: scaled.lines, checkout: stored.checkout },
    };
    const after = await rewriteOrder(tx, ctx, row, draft);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'order',
      entityId: row.id,
      action: 'guest_count',
      before: toOrder(row),
      after: toOrder(after),
      user: ctx.user,
    });
  }
}

import { z } from 'zod';
import { ZOrderStatus, ZOrderType } from '../order-schemas.ts';

/**
 * The order manager's live stream (`GET /api/orders/live`, Server-Sent Events;
 * docs/decisions/live-updates.md). Event `order`: an order was created or changed (status, data
 * or a new money-ledger row); the SSE `id:` field carries the event's id, which a reconnecting
 * client sends back as `Last-Event-ID`. Event `pending`: how many orders of the location wait.
 */
export const ZOrderLiveEvent = z.object({
  id: z.number().int(),
  order_number: z.number().int().nullable(),
  status: ZOrderStatus,
  type: ZOrderType,
  change: z.enum(['created', 'updated']),
});
export type OrderLiveEvent = z.infer<typeof ZOrderLiveEvent>;

export const ZPendingCountEvent = z.object({ count: z.number().int().min(0) });
export type PendingCountEvent = z.infer<typeof ZPendingCountEvent>;

/** The SSE event names of the stream. */
export const ORDER_LIVE_EVENT = 'order';
export const PENDING_COUNT_EVENT = 'pending';

/** What a sound alert means for an order event: a new order, a cancelled one, or nothing. */
export function orderAlertOf(event: OrderLiveEvent): 'new' | 'cancelled' | null {
  if (event.change === 'created' && event.status === 'pending') return 'new';
  if (event.change === 'updated' && event.status === 'cancelled') return 'cancelled';
  return null;
}

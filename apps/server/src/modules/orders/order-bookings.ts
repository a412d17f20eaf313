import {
  bookedAt,
  bookingProblem,
  isBookedType,
  type ErrorCode,
  type OrderDraft,
} from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { orderingConfigRepository } from '../ordering-config/ordering-config.repository.ts';
import type { OrderContext } from '../../context/order-context.ts';

/**
 * The booking of an event order or a lane reservation (the domain's bookings.ts): when it is
 * served — its items are priced then and the order is due then — and what stops it. An event
 * order's event is read from the location's upcoming events.
 */
export interface OrderBooking {
  /** The event's or the reservation's start; null for other orders or a booking not chosen. */
  at: Date | null;
  problem: ErrorCode | null;
}

export async function readOrderBooking(
  tx: Tx,
  ctx: Pick<OrderContext, 'restaurantId' | 'location'>,
  draft: OrderDraft,
  now: Date,
): Promise<OrderBooking> {
  if (!isBookedType(draft.type)) return { at: null, problem: null };
  const { config } = draft.data;
  const events =
    draft.type === 'event' && config.menuManagerEvent !== null
      ? await orderingConfigRepository.upcomingEvents(
          tx,
          ctx.restaurantId,
          now,
          config.menuManagerEvent,
        )
      : [];
  const timeZone = ctx.location.timezone;
  return {
    at: bookedAt(draft.type, config, events, timeZone),
    problem: bookingProblem(draft.type, config, events, timeZone, now),
  };
}

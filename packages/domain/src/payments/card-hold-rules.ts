/**
 * How far ahead of its due time an order's amount is held on the card. Processors let an
 * uncaptured authorisation lapse (Stripe cancels it after 7 days), so an order due later is not
 * held when it is taken: its card is kept on file and charged when the order is completed (and an
 * invoice sent when that charge fails). One day of margin under the 7.
 */
export const CARD_HOLD_HORIZON_DAYS = 6;

/** Whether an order due at `dueAt` (null: as soon as possible) is held on the card now. */
export function cardHoldWanted(dueAt: Date | null, now: Date): boolean {
  if (dueAt === null) return true;
  return dueAt.getTime() - now.getTime() <= CARD_HOLD_HORIZON_DAYS * 24 * 60 * 60_000;
}

import { toCents } from '../money/cents.ts';
import type { OrderType } from './order-constants.ts';

/**
 * What the checkout asks of every order whatever its menu: the location's minimum amount and
 * the tip. The server refuses what these rules refuse (`minimum_order_amount`,
 * `tip_not_offered`) at validation and at submit alike, and the checkout screen shows the same.
 */

/**
 * Whether an order of `type` takes a tip: every type but school orders (K-12 meals are paid by
 * families or subsidies, spec part 2 §4, and the school checkout offers no tip).
 */
export function tipOffered(type: OrderType): boolean {
  return type !== 'school';
}

/**
 * The minimum the order's subtotal falls short of, in cents, or null when it reaches it. The
 * location's minimum order amount (spec part 2 §9 "Ordering parameters") applies to every order
 * type, event orders included: the checkout shows it for all of them.
 */
export function minimumOrderShortfall(
  subtotalCents: number,
  minimumOrderAmount: number | null,
): { minimumCents: number } | null {
  if (minimumOrderAmount === null) return null;
  const minimumCents = toCents(minimumOrderAmount);
  return subtotalCents < minimumCents ? { minimumCents } : null;
}

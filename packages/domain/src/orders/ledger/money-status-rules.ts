import type { OrderStatus } from '../order-constants.ts';
import type { RefundMode } from './money-action-schemas.ts';

/**
 * Which order statuses allow which money action, and the status an order ends in
 * (docs/decisions/order-money.md "Statuses"):
 *
 * - An order still being worked (pending, in progress) keeps its status through partial refunds
 *   and deposit requests, so it stays in its order-manager list; a full refund cancels it.
 * - A completed order moves to `partially_refunded`, then `refunded` once nothing paid is left to
 *   give back; a refund request moves it to `partial_refund_requested` or `refund_requested`
 *   until a manager refunds.
 * - `full_refund` = refunded in whole with `mode: 'full'`: the money given back and the order
 *   cancelled (it will not be, or was not, fulfilled). `refunded` = the paid amount given back
 *   in parts on an order that was fulfilled. Both end the order's money.
 * - A cancelled order (declined; a catering one keeps its deposit) may still be refunded by a
 *   manager: a partial refund keeps it cancelled, a full one makes it `full_refund`.
 */

export type MoneyAction = 'refund' | 'refund_request' | 'deposit_request';

const WORKING: readonly OrderStatus[] = ['pending', 'in_progress'];
const AFTER_COMPLETION: readonly OrderStatus[] = [
  'completed',
  'partially_refunded',
  'refund_requested',
  'partial_refund_requested',
];

const allowed: Record<MoneyAction, readonly OrderStatus[]> = {
  refund: [...WORKING, ...AFTER_COMPLETION, 'cancelled'],
  refund_request: ['completed', 'partially_refunded'],
  deposit_request: [...WORKING, 'completed'],
};

/** Whether an order in `status` allows `action` at all (the amounts are checked apart). */
export function moneyActionAllowed(status: OrderStatus, action: MoneyAction): boolean {
  return allowed[action].includes(status);
}

/**
 * The status after a refund given back (`request: false`) or asked for (`request: true`).
 * `refundableAfterCents` is what is left to refund once it is done.
 */
export function statusAfterRefund(
  status: OrderStatus,
  input: { mode: RefundMode; request: boolean; refundableAfterCents: number },
): OrderStatus {
  if (input.request) return input.mode === 'full' ? 'refund_requested' : 'partial_refund_requested';
  if (input.mode === 'full') return 'full_refund';
  if (!AFTER_COMPLETION.includes(status)) return status;
  return input.refundableAfterCents === 0 ? 'refunded' : 'partially_refunded';
}

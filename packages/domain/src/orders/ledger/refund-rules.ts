import { toCents } from '../../money/cents.ts';
import type { ErrorCode } from '../../errors/error-catalogue.ts';
import type { CartItem, OrderCosts } from '../order-schemas.ts';
import type { OrderMoneyCents } from './order-money.ts';
import type { RefundLine } from './money-action-schemas.ts';

/**
 * A refusal of a money action: its error code, amounts in cents (the server formats them in the
 * caller's language under the same names) and other message parameters.
 */
export interface MoneyProblem {
  code: ErrorCode;
  cents: Record<string, number>;
  params: Record<string, string | number>;
}

function problem(
  code: ErrorCode,
  cents: Record<string, number> = {},
  params: Record<string, string | number> = {},
): MoneyProblem {
  return { code, cents, params };
}

/** Quantities of each cart line already refunded (cart index → units). */
export type RefundedQuantities = ReadonlyMap<number, number>;

/**
 * What item lines of an order are worth in a refund: a share of the order's total without the
 * tip and the delivery charge (they belong to the order as a whole and come back only with a full
 * refund), in proportion to the lines' prices in the subtotal. So discounts, the service charge,
 * taxes, vouchers and credits are shared among the lines as their prices are.
 *
 * To the cent, the share is taken on the running sum: a refund is
 * `round(base × refundedValueAfter / subtotal) − round(base × refundedValueBefore / subtotal)`,
 * so refunding every line, in any number of steps, gives back exactly the base — rounding never
 * gains or loses a cent.
 */
export function lineRefundCents(
  order: { items: readonly CartItem[]; costs: Pick<OrderCosts, 'total' | 'deliveryCharge'> },
  refundedBefore: RefundedQuantities,
  lines: readonly RefundLine[],
): { cents: number; refundedAfter: Map<number, number> } | MoneyProblem {
  const refundedAfter = new Map(refundedBefore);
  for (const line of lines) {
    const item = order.items.find((candidate) => candidate.cartIndex === line.cartIndex);
    if (!item) return problem('order_line_unknown', {}, { cartIndex: line.cartIndex });
    const before = refundedBefore.get(line.cartIndex) ?? 0;
    const left = Math.max(0, item.quantity - before);
    if (line.quantity > left) {
      return problem('refund_line_quantity', {}, { item: item.name, left });
    }
    refundedAfter.set(line.cartIndex, before + line.quantity);
  }
  const baseCents = Math.max(
    0,
    toCents(order.costs.total) - toCents(order.costs.deliveryCharge.amount),
  );
  const subtotalCents = order.items.reduce((sum, item) => sum + toCents(item.orderPrice), 0);
  if (subtotalCents === 0) return { cents: 0, refundedAfter };
  const shareOf = (refunded: RefundedQuantities) =>
    Math.round((baseCents * refundedValueCents(order.items, refunded)) / subtotalCents);
  return { cents: shareOf(refundedAfter) - shareOf(refundedBefore), refundedAfter };
}

/** What the refunded units are worth at their lines' prices (exact: a line is unit × quantity). */
function refundedValueCents(items: readonly CartItem[], refunded: RefundedQuantities): number {
  return items.reduce((sum, item) => {
    const units = Math.min(item.quantity, refunded.get(item.cartIndex) ?? 0);
    return sum + (toCents(item.orderPrice) * units) / item.quantity;
  }, 0);
}

/**
 * A refund of `cents` never gives back more than what is left to refund (`refundableCents`):
 * `refund_exceeds_refundable`. A partial refund of nothing is `refund_amount_zero`.
 */
export function refundAmountProblem(
  cents: number,
  money: Pick<OrderMoneyCents, 'refundableCents'>,
  mode: 'full' | 'amount' | 'lines',
): MoneyProblem | null {
  if (cents > money.refundableCents) {
    return problem('refund_exceeds_refundable', {
      amount: cents,
      refundable: money.refundableCents,
    });
  }
  if (cents <= 0 && mode !== 'full') return problem('refund_amount_zero');
  return null;
}

/**
 * A deposit request (spec part 2 §5): not above the outstanding amount (`deposit_exceeds_outstanding`,
 * numeric 2501, with both amounts), and not above what is left to ask for — the amount available,
 * i.e. the outstanding amount less what a card already holds for the order, minus the deposit
 * requests still waiting (`deposit_exceeds_available`). "Less than" in the spec is read as "not
 * more than": a deposit of the whole remainder (a 100 % catering deposit) is allowed.
 */
export function depositProblem(
  cents: number,
  money: Pick<OrderMoneyCents, 'outstandingCents' | 'heldCents' | 'pendingDepositsCents'>,
): MoneyProblem | null {
  if (cents > money.outstandingCents) {
    return problem('deposit_exceeds_outstanding', {
      requestAmount: cents,
      outstandingAmount: money.outstandingCents,
    });
  }
  const available = Math.max(
    0,
    money.outstandingCents - money.heldCents - money.pendingDepositsCents,
  );
  if (cents > available) {
    return problem('deposit_exceeds_available', {
      requestAmount: cents,
      availableAmount: available,
      pendingAmount: money.pendingDepositsCents,
      heldAmount: money.heldCents,
    });
  }
  return null;
}

/**
 * The units of each cart line already given back, from the order's succeeded `refund` rows
 * (their `lines`; a refund by amount names none).
 */
export function refundedQuantities(
  refunds: readonly { lines?: readonly RefundLine[] | null | undefined }[],
): Map<number, number> {
  const refunded = new Map<number, number>();
  for (const refund of refunds) {
    for (const line of refund.lines ?? []) {
      refunded.set(line.cartIndex, (refunded.get(line.cartIndex) ?? 0) + line.quantity);
    }
  }
  return refunded;
}

import {
  errorMessage,
  formatMoney,
  minimumOrderShortfall,
  type ErrorCode,
  type Locale,
  type OrderDraft,
  type OrderLineProblem,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { OrderTakingContext } from '../../../context/order-context.ts';
import { readOrderBooking } from '../scheduling/order-bookings.ts';
import { checkOrderScheduling, pricingInstantOf } from '../scheduling/order-scheduling.ts';
import { schedulingRepository } from '../scheduling/scheduling.repository.ts';
import { withTakeOutDelivery } from '../order-delivery.ts';
import { priceOrder, type PricedOrder, type PriceOptions } from '../pricing/price-order.ts';
import { assertOrderTypeRules } from './order-rules.ts';

/**
 * Every rule an order must pass to be taken, in one place: `POST /orders/validate` lists what it
 * finds, `POST /orders` and `PUT /orders/{id}` refuse the first (prepare-order.ts), so the two
 * never disagree. In order: the location takes orders (new orders only) → the booking of an
 * event order or a lane reservation → every line priced from the catalogue (codes, cart limits,
 * tip) → the location's minimum order, for every order type → scheduling (notice, cut-off,
 * hours, capacity) → the order type's rules (table, student, contact, questions, delivery).
 * Nothing is written. Errors that are not a refusal of the draft (5xx, an unknown menu,
 * overrides the caller may not set) are thrown.
 */

export interface OrderRefusal {
  /** The cart line concerned; null = the whole order. */
  cartIndex: number | null;
  code: ErrorCode;
  params: Record<string, string | number>;
  /** The error a submit answers (its extra fields, e.g. `fields` of `validation_failed`). */
  error: AppError;
}

export interface CheckedOrder {
  /** The priced draft with the order type's rules applied (the delivery block's type). */
  draft: OrderDraft;
  priced: PricedOrder;
  /** When the order is due (see `PreparedOrder.dueAt`); now when scheduling refused it. */
  dueAt: Date;
  refusals: OrderRefusal[];
}

export interface CheckOptions extends PriceOptions {
  now: Date;
  /** A new order: refused while the location's orders are paused. */
  isNew: boolean;
  /** The order being changed: its own place does not count against the capacity. */
  excludeOrderId?: number | undefined;
}

export async function checkOrder(
  tx: Tx,
  ctx: OrderTakingContext,
  input: OrderDraft,
  options: CheckOptions,
): Promise<CheckedOrder> {
  const refusals: OrderRefusal[] = [];
  const refuse = (error: AppError, cartIndex: number | null = null) =>
    refusals.push({ cartIndex, code: error.code, params: error.params, error });
  const attempt = async <T>(step: () => Promise<T>): Promise<T | null> => {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      refuse(error);
      return null;
    }
  };

  const draft = withTakeOutDelivery(input);
  if (options.isNew && ctx.location.orders_paused) refuse(new AppError('orders_paused'));
  const booking = await readOrderBooking(tx, ctx, draft, options.now);
  if (booking.problem) refuse(new AppError(booking.problem));
  const priced = await priceOrder(
    tx,
    ctx,
    draft,
    (menu) => pricingInstantOf(draft, menu, ctx.location.timezone, options.now, booking.at),
    { keptOverrides: options.keptOverrides, excludeOrderId: options.excludeOrderId },
  );
  for (const problem of priced.problems) {
    refuse(new AppError(problem.code, problem.params), problem.cartIndex);
  }
  const parameters = await schedulingRepository.parameters(tx);
  const short = minimumOrderShortfall(priced.subtotalCents, parameters.minimumOrderAmount);
  if (short) {
    const amount = formatMoney(short.minimumCents, ctx.locale);
    refuse(new AppError('minimum_order_amount', { amount }));
  }
  const scheduled = await attempt(() =>
    checkOrderScheduling(tx, ctx, {
      type: priced.draft.type,
      menu: priced.menu,
      pickup: priced.draft.data.checkout.pickup,
      parameters,
      now: options.now,
      excludeOrderId: options.excludeOrderId,
    }),
  );
  const checked = await attempt(() => assertOrderTypeRules(tx, ctx, priced.draft));
  return {
    draft: checked ?? priced.draft,
    priced,
    dueAt: booking.at ?? scheduled?.dueAt ?? options.now,
    refusals,
  };
}

/**
 * The refusals in the caller's words, one per message: a `validation_failed` refusal gives one
 * per field it names ("data.checkout.contact.email: This email isn't valid.").
 */
export function describeRefusals(refusals: OrderRefusal[], locale: Locale): OrderLineProblem[] {
  return refusals.flatMap(({ cartIndex, code, params, error }) => {
    const messages = error.extra.messages;
    if (Array.isArray(messages) && messages.length > 0) {
      return messages.map((message) => ({ cartIndex, code, message: String(message) }));
    }
    return [{ cartIndex, code, message: errorMessage(code, locale, params) }];
  });
}

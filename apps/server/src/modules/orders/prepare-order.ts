import {
  errorMessage,
  type Checkout,
  type CostOverrides,
  type Locale,
  type MenuTimingFlags,
  type OrderDraft,
  type OrderLineProblem,
} from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { readOrderBooking } from './order-bookings.ts';
import { holdCardAmount } from './order-card.ts';
import type { OrderContext } from '../../context/order-context.ts';
import { debitCredits } from './order-credits.ts';
import { lockOrderMenu } from './order-locks.ts';
import { assertOrderTypeRules, withTakeOutDelivery } from './order-rules.ts';
import { checkOrderScheduling, pricingInstantOf } from './order-scheduling.ts';
import { priceOrder, type PricedOrder } from './price-order.ts';
import type { OrderValues } from './orders.repository.ts';

/**
 * The parts of submitting that a new order and a changed one share, inside the caller's
 * transaction. `prepareOrder`: the menu's lock → the booking of an event order or a lane
 * reservation (refused when missing, unknown or over; its start prices the order and is its due
 * time) → pricing every line from the catalogue (refused with the first problem, all of them
 * listed) → scheduling (notice, cut-off, capacity) → the
 * order type's rules → the server's own config fields; nothing is written. `takeOrderPayments`,
 * once the order row is written: the credits it uses and the card hold. Locks follow
 * order-locks.ts.
 */

export interface PreparedOrder {
  /** The draft as it will be stored: priced lines, server config, normalised checkout. */
  draft: OrderDraft;
  priced: PricedOrder;
  /**
   * When the order is due: its booking's start, the scheduled instant, now + preparation for
   * ASAP, or now.
   */
  dueAt: Date;
}

export interface PrepareOptions {
  now: Date;
  /** Who took the order (the creator's id, kept when the order changes). */
  employeeId: number | null;
  /** Kiosk orders stay flagged whoever changes them later. */
  isKiosk: boolean;
  /** The order being changed: its own place does not count against the capacity. */
  excludeOrderId?: number;
  /** The staff overrides the order being changed holds: kept whoever changes it. */
  keptOverrides?: Partial<CostOverrides> | undefined;
}

export async function prepareOrder(
  tx: Tx,
  ctx: OrderContext,
  input: OrderDraft,
  options: PrepareOptions,
): Promise<PreparedOrder> {
  const draft = withTakeOutDelivery(input);
  await lockOrderMenu(tx, draft.data.config.menuId);
  const booking = await readOrderBooking(tx, ctx, draft, options.now);
  if (booking.problem) throw new AppError(booking.problem);
  const at = (menu: MenuTimingFlags) =>
    pricingInstantOf(draft, menu, ctx.location.timezone, options.now, booking.at);
  const priced = await priceOrder(tx, ctx, draft, at, {
    keptOverrides: options.keptOverrides,
    excludeOrderId: options.excludeOrderId,
  });
  if (priced.problems.length > 0) throw problemsError(priced.problems, ctx.locale);
  const scheduled = await checkOrderScheduling(tx, ctx, {
    type: priced.draft.type,
    menu: priced.menu,
    pickup: priced.draft.data.checkout.pickup,
    subtotalCents: priced.subtotalCents,
    now: options.now,
    ...(options.excludeOrderId === undefined ? {} : { excludeOrderId: options.excludeOrderId }),
  });
  const checked = await assertOrderTypeRules(tx, ctx, priced.draft);
  const dueAt = booking.at ?? scheduled.dueAt;
  return { draft: withServerConfig(checked, ctx, options), priced, dueAt };
}

/**
 * Takes the credits the prepared order uses off the guest's balance and holds its total with the
 * tip on the card on file (or releases the holds it no longer needs), for the order row
 * `orderId` just inserted or updated.
 */
export async function takeOrderPayments(
  tx: Tx,
  ctx: OrderContext,
  orderId: number,
  prepared: PreparedOrder,
): Promise<void> {
  const { checkout } = prepared.draft.data;
  await debitCredits(tx, ctx, {
    orderId,
    email: checkout.contact.email,
    cents: prepared.priced.breakdown.credits,
  });
  await holdCardAmount(tx, ctx, {
    orderId,
    checkout,
    amountCents: prepared.priced.breakdown.totalWithTip,
  });
}

/**
 * `restaurantId`, `employeeId` and `isKiosk` come from the session, never from the body: a kiosk's
 * orders are always flagged. An event order's package is its menu.
 */
function withServerConfig(
  draft: OrderDraft,
  ctx: OrderContext,
  options: PrepareOptions,
): OrderDraft {
  return {
    ...draft,
    data: {
      ...draft.data,
      config: {
        ...draft.data.config,
        restaurantId: ctx.restaurantId,
        employeeId: options.employeeId,
        isKiosk: options.isKiosk || ctx.user.role === 'kiosk',
        menuManagerEventPackage: draft.type === 'event' ? draft.data.config.menuId : null,
      },
    },
  };
}

/** The first problem as the error, every problem in `messages` and, by line, in `problems`. */
function problemsError(problems: PricedOrder['problems'], locale: Locale): AppError {
  const listed = describeProblems(problems, locale);
  const first = problems[0]!;
  return new AppError(first.code, first.params, {
    messages: listed.map((problem) => problem.message),
    problems: listed,
  });
}

/** The order columns copied from the document (the order manager filters and sorts on them). */
export function orderColumns(
  prepared: PreparedOrder,
): Omit<OrderValues, 'restaurant_id' | 'order_number' | 'reference' | 'status' | 'created_by'> {
  const { draft, priced, dueAt } = prepared;
  return {
    type: draft.type,
    menu_id: draft.data.config.menuId,
    data: { ...draft.data, costs: priced.costs },
    pickup_time: dueAt,
    ...checkoutColumns(draft.data.checkout),
    total: priced.costs.total,
  };
}

/** The customer's name and email and the student's name, as the order manager searches them. */
export function checkoutColumns(checkout: Checkout) {
  return {
    customer_name: checkout.contact.full_name || checkout.guest?.name || null,
    customer_email: checkout.contact.email || null,
    student_name: checkout.school?.student_name ?? null,
  };
}

/** The problems of a priced order in the caller's words (validation of a stored order). */
export function describeProblems(
  problems: PricedOrder['problems'],
  locale: Locale,
): OrderLineProblem[] {
  return problems.map((problem) => ({
    cartIndex: problem.cartIndex,
    code: problem.code,
    message: errorMessage(problem.code, locale, problem.params),
  }));
}

import type { Checkout, CostOverrides, Locale, OrderDraft } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import { holdCardAmount } from './order-card.ts';
import type { OrderTakingContext } from '../../../context/order-context.ts';
import { debitCredits } from './order-credits.ts';
import { lockOrderMenu } from '../order-locks.repository.ts';
import { checkOrder, describeRefusals, type OrderRefusal } from './check-order.ts';
import type { PricedOrder } from '../pricing/price-order.ts';
import type { OrderValues } from '../orders.repository.ts';

/**
 * The parts of submitting that a new order and a changed one share, inside the caller's
 * transaction. `prepareOrder`: the menu's lock → every rule of check-order.ts (the same checks
 * `POST /orders/validate` lists; refused with the first, all of them listed) → the server's own
 * config fields; nothing is written. `takeOrderPayments`,
 * once the order row is written: the credits it uses and the card hold. Locks follow
 * order-locks.repository.ts.
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
  ctx: OrderTakingContext,
  input: OrderDraft,
  options: PrepareOptions,
): Promise<PreparedOrder> {
  await lockOrderMenu(tx, input.data.config.menuId);
  const checked = await checkOrder(tx, ctx, input, {
    now: options.now,
    isNew: options.excludeOrderId === undefined,
    excludeOrderId: options.excludeOrderId,
    keptOverrides: options.keptOverrides,
  });
  if (checked.refusals.length > 0) throw refusalError(checked.refusals, ctx.locale);
  const { draft, priced, dueAt } = checked;
  return { draft: withServerConfig(draft, ctx, options), priced, dueAt };
}

/**
 * Takes the credits the prepared order uses off the guest's balance and holds its total with the
 * tip on the card on file (or releases the holds it no longer needs), for the order row
 * `orderId` just inserted or updated.
 */
export async function takeOrderPayments(
  tx: Tx,
  ctx: OrderTakingContext,
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
    dueAt: prepared.dueAt,
  });
}

/**
 * `restaurantId`, `employeeId` and `isKiosk` come from the session, never from the body: a kiosk's
 * orders are always flagged. An event order's package is its menu.
 */
function withServerConfig(
  draft: OrderDraft,
  ctx: OrderTakingContext,
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

/**
 * The first refusal as the error. A refusal with its own details (`validation_failed` and its
 * `fields`) is answered as is; otherwise every refusal is listed in `messages` and, by line, in
 * `problems`, as `POST /orders/validate` lists them.
 */
function refusalError(refusals: OrderRefusal[], locale: Locale): AppError {
  const first = refusals[0]!;
  if (Object.keys(first.error.extra).length > 0) return first.error;
  const listed = describeRefusals(refusals, locale);
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
    ...eventColumns(draft),
    total: priced.costs.total,
  };
}

/**
 * An event order's event and suite (its BEO; both checked by `bookingProblem`), kept in columns
 * as the event screens count and find a suite's orders by them; none for other order types.
 */
function eventColumns({ type, data }: OrderDraft) {
  const event = type === 'event';
  return {
    event_id: event ? data.config.menuManagerEvent : null,
    event_suite_id: event ? data.config.menuManagerEventBEO : null,
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

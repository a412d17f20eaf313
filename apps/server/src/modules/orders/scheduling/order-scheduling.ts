import {
  asapAllowed,
  dueInstant,
  formatDateTime,
  needsDueDate,
  orderTypeNeeds,
  scheduleAllowed,
  schedulingProblem,
  type Location,
  type Locale,
  type MenuTimingFlags,
  type OrderDraft,
  type OrderType,
  type Pickup,
  type SchedulingProblem,
  type SchedulingRules,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { firstTimeWithRoom, hasRoomAt } from './scheduling-capacity.ts';
import { type SchedulingMenu, type SchedulingParameters } from './scheduling.repository.ts';

/**
 * When an order is due, and whether it may be (spec part 2 §4, §9): the menu's notice, hours,
 * ordering interval and capacity, the location’s cut-off, window and weekends,
 * the K-12 noon cut-off, all read in the location's time zone by the domain's scheduling rules.
 *
 * Order types fall in three groups, after the domain's order-type rules (order-type-rules.ts):
 * - no pickup block (`orderTypeNeeds(type).schedule` false: dine-in, retail, event, lane
 *   reservation): served now or at their own booking, no scheduling rule applies; due at the
 *   date and time sent, else now (a booked order is due at its booking: prepare-order.ts);
 * - orders that need a due date (`needsDueDate`: school and catering orders always, the others
 *   on a menu that takes no orders on demand): scheduled, on a menu that takes scheduled orders
 *   (`scheduleAllowed`);
 * - the others (`asapAllowed`: take-out, delivery, generic catering on an on-demand menu):
 *   scheduled when `pickup.scheduled` (`scheduleAllowed`), else as soon as possible.
 *
 * Orders store `dueAt` as `pickup_time`, ASAP ones too: capacity counts them by that column.
 */

export type SchedulingMode = 'now' | 'scheduled' | 'asap';

/** How an order of `type` from this menu with this pickup is timed (see the file comment). */
export function schedulingModeOf(
  type: OrderType,
  pickup: Pick<Pickup, 'scheduled'>,
  menu: MenuTimingFlags,
): SchedulingMode {
  if (!orderTypeNeeds(type).schedule) return 'now';
  return pickup.scheduled || needsDueDate(type, menu) ? 'scheduled' : 'asap';
}

/** The domain's rules for this menu, order type and location. K-12 rules apply to school orders. */
export function schedulingRulesOf(input: {
  location: Pick<Location, 'timezone' | 'k12'>;
  type: OrderType;
  menu: SchedulingMenu;
  parameters: SchedulingParameters;
}): SchedulingRules {
  return {
    timeZone: input.location.timezone,
    requiredNoticeMinutes: input.menu.required_notice,
    cutoff: input.parameters.cutoff,
    windowMaxDays: input.parameters.windowMaxDays,
    excludeWeekends: input.parameters.excludeWeekends,
    k12: input.location.k12 && input.type === 'school',
    availability: input.menu.availability,
  };
}

/** The pickup's date and time as an instant (12:00 without a time); null without a date or for one that does not exist. */
function chosenInstant(pickup: Pickup, timeZone: string): Date | null {
  if (!pickup.dueByDate) return null;
  try {
    return dueInstant(pickup.dueByDate, pickup.dueByTime, timeZone);
  } catch {
    return null;
  }
}

/**
 * The due instant an order asks for, before capacity: the scheduled date and time (12:00 when
 * only a date is given), or now plus the menu's preparation time when ASAP. `checkOrderScheduling`
 * may move an ASAP order to a later interval with room; price with its answer when you have it.
 * Throws `scheduling_unavailable` for a scheduled order without a date or with a date or time
 * that does not exist.
 */
export function dueAtOf(input: {
  type: OrderType;
  pickup: Pickup;
  menu: MenuTimingFlags & Pick<SchedulingMenu, 'estimated_prep_time'>;
  timeZone: string;
  now: Date;
}): Date {
  const { pickup, now } = input;
  const mode = schedulingModeOf(input.type, pickup, input.menu);
  if (mode === 'asap') {
    return new Date(now.getTime() + (input.menu.estimated_prep_time ?? 0) * 60_000);
  }
  if (mode === 'now' && !pickup.dueByDate) return now;
  const chosen = chosenInstant(pickup, input.timeZone);
  if (!chosen) throw new AppError('scheduling_unavailable');
  return chosen;
}

/**
 * The instant a draft is priced at (menu hours, price schedules): the start of its booking
 * (`bookedAt`: event orders and lane reservations, read by order-bookings.ts); else the due date
 * and time it asks for, as `dueAtOf` reads it with the menu — scheduled orders and orders that
 * need a due date (`needsDueDate`); else now: ASAP orders and orders served at the counter are
 * priced at the time of ordering. A missing date or one that does not exist is priced now (the
 * submit refuses it).
 */
export function pricingInstantOf(
  draft: OrderDraft,
  menu: MenuTimingFlags,
  timeZone: string,
  now: Date,
  bookedAt: Date | null = null,
): Date {
  if (bookedAt) return bookedAt;
  const pickup = draft.data.checkout.pickup;
  if (schedulingModeOf(draft.type, pickup, menu) === 'asap') return now;
  return chosenInstant(pickup, timeZone) ?? now;
}

/** The error of a scheduling problem, its dates written in the caller's language. */
export function schedulingError(problem: SchedulingProblem, locale: Locale, timeZone: string) {
  const { cutoffAt, ...params } = problem.params;
  if (cutoffAt !== undefined) params.cutoff = formatDateTime(String(cutoffAt), locale, timeZone);
  return new AppError(problem.code, params);
}

/**
 * Checks that an order may be due when it asks, in the submit's transaction, and answers when it
 * is due. Throws `scheduling_unavailable` (no date, or a mode the menu does not offer),
 * `scheduling_too_soon` / `_past_cutoff` / `_too_far` / `_weekend` / `_closed` (the domain's
 * `schedulingProblem`) and `scheduling_full` (409) when the interval has no place left. The
 * minimum order is checked for every order type by check-order.ts.
 *
 * Capacity: the menu's live orders whose `pickup_time` falls in the due time's ordering interval
 * count against `max_orders_per_interval` (0 = no limit); `excludeOrderId` leaves out the order
 * being modified. The caller holds the menu's lock (`lockOrderMenu`, taken first by
 * `prepareOrder`) until its transaction ends, so concurrent submits for the menu take places one
 * after the other — insert the order in the same transaction.
 * An ASAP order takes the first interval with room from now plus the prep time, within the menu's
 * hours (up to a week ahead).
 */
export async function checkOrderScheduling(
  tx: Tx,
  ctx: Pick<OrderContext, 'location' | 'locale'>,
  input: {
    type: OrderType;
    menu: SchedulingMenu;
    pickup: Pickup;
    parameters: SchedulingParameters;
    now: Date;
    excludeOrderId?: number | undefined;
  },
): Promise<{ dueAt: Date }> {
  const { type, menu, pickup, now } = input;
  const timeZone = ctx.location.timezone;
  const mode = schedulingModeOf(type, pickup, menu);
  const requested = dueAtOf({ type, pickup, menu, timeZone, now });
  if (mode === 'now') return { dueAt: requested };

  const { parameters } = input;
  const capacity = { menu, timeZone, excludeOrderId: input.excludeOrderId };

  if (mode === 'asap') {
    if (!asapAllowed(type, menu)) throw new AppError('scheduling_unavailable');
    const found = await firstTimeWithRoom(tx, { ...capacity, from: requested });
    if ('problem' in found) throw new AppError(found.problem);
    return { dueAt: found.dueAt };
  }

  if (!scheduleAllowed(type, menu)) throw new AppError('scheduling_unavailable');
  const rules = schedulingRulesOf({ location: ctx.location, type, menu, parameters });
  const problem = schedulingProblem(requested, now, rules);
  if (problem) throw schedulingError(problem, ctx.locale, timeZone);
  if (!(await hasRoomAt(tx, { ...capacity, at: requested }))) {
    throw new AppError('scheduling_full');
  }
  return { dueAt: requested };
}

import type { ErrorCode } from '../errors/error-catalogue.ts';
import { addCalendarDays } from '../dates/calendar-days.ts';
import { DEFAULT_TIME_ZONE, toIsoDate } from '../dates/date-format.ts';
import { eventStatusOf, preOrderLockStart } from './event-pre-order-status.ts';
import { configurableEventSuiteStatuses, type EventSuiteStatus } from './event-suites.ts';

/**
 * Suite owners' pre-orders (issue 15 item 4, spec part 2 §4 "Events", §9 "one pre-order email
 * per hour"): when the invitation goes, how long its link opens the pre-order page, until when
 * the owner may change their order, and how the suite's status follows
 * (docs/decisions/pre-orders.md).
 */

/** The purpose a suite's pre-order link is signed for (one purpose, one event suite). */
export const SUITE_PRE_ORDER_LINK_PURPOSE = 'suite-pre-order';

/** At most one pre-order email per suite in this long (spec part 2 §9). */
export const PRE_ORDER_EMAIL_INTERVAL_MS = 60 * 60_000;

/** A link keeps opening the page this long after the event ends (the owner reads their order). */
export const PRE_ORDER_LINK_GRACE_MS = 24 * 60 * 60_000;

/** What the pre-order rules read of an event. */
export interface PreOrderEvent {
  start_date: Date | string;
  end_date: Date | string | null;
  /** The stored status: `past_event`, or upcoming (any other value). */
  status: string;
  order_lock_period_days: number | null;
  pre_order_email_days: number | null;
}

/** Whether the event is over for pre-orders: marked past, or started. */
export function preOrderEventOver(event: PreOrderEvent, now: Date): boolean {
  return (
    eventStatusOf(event.status) === 'past_event' ||
    new Date(event.start_date).getTime() <= now.getTime()
  );
}

/** Whether the owner may no longer change their pre-order: the lock period has begun. */
export function preOrderLocked(event: PreOrderEvent, now: Date, timeZone: string): boolean {
  const locksAt = preOrderLockStart(event.start_date, event.order_lock_period_days, timeZone);
  return now.getTime() >= locksAt.getTime();
}

/** Whether a pre-order email went out less than an hour before `now`. */
export function preOrderEmailSentRecently(sentAt: Date | string | null, now: Date): boolean {
  if (sentAt === null) return false;
  return now.getTime() - new Date(sentAt).getTime() < PRE_ORDER_EMAIL_INTERVAL_MS;
}

/**
 * The day (ISO, the location's time zone) the scheduled pre-order email goes:
 * `pre_order_email_days` calendar days before the event's day; null when the event sets none
 * (the email is then sent by hand).
 */
export function preOrderEmailDay(
  event: Pick<PreOrderEvent, 'start_date' | 'pre_order_email_days'>,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  if (event.pre_order_email_days === null) return null;
  return addCalendarDays(toIsoDate(event.start_date, timeZone), -event.pre_order_email_days);
}

/**
 * Whether the scheduled email of a suite of this event is due at `now`: its day has come (on it
 * or after, so a run missed on the day catches up), and owners may still pre-order (the event
 * has not started and its lock period has not begun).
 */
export function preOrderEmailDue(
  event: PreOrderEvent,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const day = preOrderEmailDay(event, timeZone);
  if (day === null || toIsoDate(now, timeZone) < day) return false;
  return !preOrderEventOver(event, now) && !preOrderLocked(event, now, timeZone);
}

/** What sending a suite's pre-order email needs to know of the suite. */
export interface PreOrderEmailSuite {
  status: EventSuiteStatus;
  owner: { email: string | null } | null;
  menu_count: number;
  pre_order_email_sent_at: Date | string | null;
}

/** Suite statuses whose pre-orders are closed: settled on the day, or called off. */
export const closedEventSuiteStatuses = [
  'completed',
  'cancelled',
  'refunded',
] as const satisfies readonly EventSuiteStatus[];

/** Whether the suite's pre-orders are closed by its status (finalized, cancelled, refunded). */
export function eventSuiteClosed(status: EventSuiteStatus): boolean {
  return (closedEventSuiteStatuses as readonly EventSuiteStatus[]).includes(status);
}

/**
 * Why a suite's pre-order email cannot go now, the first that applies, or null: no owner, no
 * owner email, no pre-order menu, the event over or the suite closed, pre-ordering locked, an
 * email sent less than an hour ago.
 */
export function preOrderEmailRefusal(
  suite: PreOrderEmailSuite,
  event: PreOrderEvent,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): ErrorCode | null {
  if (!suite.owner) return 'pre_order_email_no_owner';
  if (!suite.owner.email) return 'pre_order_email_no_address';
  if (suite.menu_count === 0) return 'pre_order_email_no_menus';
  if (preOrderEventOver(event, now) || eventSuiteClosed(suite.status)) return 'pre_order_closed';
  if (preOrderLocked(event, now, timeZone)) return 'pre_order_locked';
  if (preOrderEmailSentRecently(suite.pre_order_email_sent_at, now)) {
    return 'pre_order_email_already_sent';
  }
  return null;
}

/**
 * Whether a suite's pre-order link no longer opens its page (410): the suite was settled
 * (`finalized_at`) or is closed by its status, or its event is past — marked so, or ended (started,
 * without an end). Between the lock and the end the page opens read-only.
 */
export function preOrderLinkClosed(
  suite: { status: EventSuiteStatus; finalized_at: Date | string | null },
  event: PreOrderEvent,
  now: Date,
): boolean {
  if (suite.finalized_at !== null || eventSuiteClosed(suite.status)) return true;
  const end = new Date(event.end_date ?? event.start_date);
  return eventStatusOf(event.status) === 'past_event' || end.getTime() <= now.getTime();
}

/** When a suite's pre-order link stops opening the page: a day after the event ends. */
export function preOrderLinkExpiresAt(event: Pick<PreOrderEvent, 'start_date' | 'end_date'>): Date {
  const end = new Date(event.end_date ?? event.start_date);
  return new Date(end.getTime() + PRE_ORDER_LINK_GRACE_MS);
}

/**
 * The suite's status once its pre-order email went: email sent from the statuses its settings
 * decide (`configurableEventSuiteStatuses`), any later status kept.
 */
export function statusAfterPreOrderEmail(current: EventSuiteStatus): EventSuiteStatus {
  const configurable: readonly EventSuiteStatus[] = configurableEventSuiteStatuses;
  return configurable.includes(current) ? 'email_sent' : current;
}

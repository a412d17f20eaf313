import { z } from 'zod';
import { ZId } from '../catalogue/catalogue-fields.ts';
import { checkPhoneNumber } from '../orders/checkout-rules.ts';
import { zJsonArrayParam, zJsonDateRangeParam } from '../validation/json-query-params.ts';
import { checkEmail } from '../validation/text-rules.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';
import { EMAIL_MAX_LENGTH, zOptionalText, zRequiredText } from '../validation/zod-fields.ts';
import { addValidationIssue, refineWith } from '../validation/zod-issues.ts';
import { ZPreOrderStatus } from './event-pre-order-status.ts';
import { ZEventSuite } from './event-suites.ts';

/**
 * Events (spec part 2 §3 "Event", §7 `/catering/events`): the request and answer shapes shared
 * by the server and the web form, and the events list's query. The pre-order status is decided
 * by `event-pre-order-status.ts`; choices are explained in docs/decisions/catering.md "Events".
 */

export const EVENT_TITLE_MAX_LENGTH = 120;
export const EVENT_MANAGER_NAME_MAX_LENGTH = 120;
/** Most days before an event a lock period or a pre-order email may reach (a year). */
export const EVENT_DAYS_MAX = 365;
/** Most people an event may expect (the largest stadiums hold about 100,000). */
export const EVENT_ATTENDANCE_MAX = 1_000_000;
/** Events in one page of `GET /catering/events` unless `pageSize` says otherwise, and the most. */
export const EVENTS_PAGE_SIZE = 20;
export const EVENTS_PAGE_SIZE_MAX = 100;

/**
 * `event_based`: the suite's pre-order is served when the event starts; `time_based`: at the
 * times the owner chooses during the event.
 */
export const preOrderTypes = ['event_based', 'time_based'] as const;
export const ZPreOrderType = z.enum(preOrderTypes);
export type PreOrderType = z.infer<typeof ZPreOrderType>;

/** The timing fields the event rules read. */
export interface EventTiming {
  start: Date | null;
  end: Date | null;
  order_lock_period_days: number | null;
  pre_order_email_days: number | null;
}

/**
 * What is wrong with an event's timing, by field: the end must come after the start, and the
 * pre-order email must go out before ordering locks — more days before the event than the lock
 * period (spec §5 "Pre-order email trigger must be consistent with the order cut-off"). Without
 * an email day the email is sent by hand, so there is nothing to compare.
 */
export function eventTimingIssues(
  event: EventTiming,
): Partial<Record<'end' | 'pre_order_email_days', ValidationIssue>> {
  const issues: Partial<Record<'end' | 'pre_order_email_days', ValidationIssue>> = {};
  if (event.start && event.end && event.end.getTime() <= event.start.getTime()) {
    issues.end = validationIssue('endAfterStart');
  }
  const lock = event.order_lock_period_days ?? 0;
  if (event.pre_order_email_days !== null && event.pre_order_email_days <= lock) {
    issues.pre_order_email_days = validationIssue('emailBeforeLock', { days: lock });
  }
  return issues;
}

/** Optional text: empty when not given; the server stores empty text as null. */
const optionalText = (maxLength: number) => zOptionalText({ maxLength }).default('');

/** The fields of an event a person fills in, apart from its start and end. */
export const eventFields = z.object({
  title: zRequiredText({ maxLength: EVENT_TITLE_MAX_LENGTH }),
  /** One of the location's event types (its default menus are proposed for the suites), or none. */
  event_type_id: ZId.nullable().default(null),
  pre_order_type: ZPreOrderType.default('event_based'),
  /** Days before the event when owners can no longer change their pre-orders; null = at the start. */
  order_lock_period_days: z.int().min(0).max(EVENT_DAYS_MAX).nullable().default(null),
  /** Days before the event the pre-order email goes to suite owners; null = sent by hand. */
  pre_order_email_days: z.int().min(1).max(EVENT_DAYS_MAX).nullable().default(null),
  manager_name: optionalText(EVENT_MANAGER_NAME_MAX_LENGTH),
  manager_phone: optionalText(12).superRefine(refineWith(checkPhoneNumber)),
  manager_email: optionalText(EMAIL_MAX_LENGTH).superRefine(refineWith(checkEmail)),
  projected_attendance: z.int().min(0).max(EVENT_ATTENDANCE_MAX).nullable().default(null),
});

/** An instant with its offset (`2026-12-05T19:00:00-05:00`, `…Z`). */
const ZEventInstant = z.iso.datetime({ offset: true });

/**
 * The body of `POST /catering/events` and `PUT /catering/events/{id}`: start and end as instants
 * (the end after the start), the rules of `eventTimingIssues` on `end_date` and
 * `pre_order_email_days`.
 */
export const ZEventRequest = eventFields
  .extend({ start_date: ZEventInstant, end_date: ZEventInstant })
  .superRefine((event, ctx) => {
    const issues = eventTimingIssues({
      ...event,
      start: new Date(event.start_date),
      end: new Date(event.end_date),
    });
    if (issues.end) addValidationIssue(ctx, issues.end, ['end_date']);
    if (issues.pre_order_email_days) {
      addValidationIssue(ctx, issues.pre_order_email_days, ['pre_order_email_days']);
    }
  });
export type EventRequest = z.output<typeof ZEventRequest>;
export type EventRequestInput = z.input<typeof ZEventRequest>;

const ZNamed = z.object({ id: ZId, name: z.string() });

/** An event as `GET /catering/events` lists it and the writes answer it. */
export const ZEvent = z.object({
  id: ZId,
  title: z.string(),
  start_date: z.iso.datetime(),
  end_date: z.iso.datetime().nullable(),
  /** The stored status: `past_event`, or `upcoming`. */
  status: z.enum(['upcoming', 'past_event']),
  event_type: ZNamed.nullable(),
  pre_order_type: ZPreOrderType,
  order_lock_period_days: z.int().nullable(),
  pre_order_email_days: z.int().nullable(),
  manager_name: z.string().nullable(),
  manager_phone: z.string().nullable(),
  manager_email: z.string().nullable(),
  projected_attendance: z.int().nullable(),
  pre_order_status: ZPreOrderStatus,
  /** When owners can no longer change their pre-orders (`preOrderLockStart`). */
  pre_order_locks_at: z.iso.datetime(),
  suite_count: z.int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type CateringEvent = z.infer<typeof ZEvent>;

/** A pending order of the event, as its details list them. */
export const ZEventPendingOrder = z.object({
  id: ZId,
  order_number: z.int().nullable(),
  event_suite_id: ZId.nullable(),
  suite_name: z.string().nullable(),
  customer_name: z.string().nullable(),
  pickup_time: z.iso.datetime().nullable(),
  /** Dollars. */
  total: z.number(),
  created_at: z.iso.datetime(),
});
export type EventPendingOrder = z.infer<typeof ZEventPendingOrder>;

/**
 * `GET /catering/events/{id}/deep-get-event?includePendingOrders=`: the event with its type
 * (and the type's default menus), its suites as `GET …/event-suites` answers them, how many of
 * its orders are not cancelled, and its pending orders when asked (null otherwise).
 */
export const ZEventDetails = ZEvent.extend({
  event_type: ZNamed.extend({ menus: z.array(ZNamed) }).nullable(),
  event_suites: z.array(ZEventSuite),
  active_order_count: z.int(),
  pending_orders: z.array(ZEventPendingOrder).nullable(),
});
export type CateringEventDetails = z.infer<typeof ZEventDetails>;

export const ZDeepGetEventQuery = z.object({
  includePendingOrders: z.enum(['true', 'false']).default('false'),
});

/**
 * `GET /catering/events` (spec §7): `search` (title or event type, any case), `page` (from 1)
 * and `pageSize`, `eventTypeIds` (JSON array of ids), `eventStatuses` (JSON array of pre-order
 * statuses), `dateRange` (JSON `["YYYY-MM-DD","YYYY-MM-DD"]`: events starting on those days,
 * both included, in the location's time zone) and `dateSortAsc` (`true`, the default: soonest
 * first; `false`: latest first).
 */
export const ZEventsQuery = z.object({
  search: z.string().trim().max(EVENT_TITLE_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(EVENTS_PAGE_SIZE_MAX).default(EVENTS_PAGE_SIZE),
  eventTypeIds: zJsonArrayParam(ZId),
  eventStatuses: zJsonArrayParam(ZPreOrderStatus),
  dateRange: zJsonDateRangeParam(),
  dateSortAsc: z
    .enum(['true', 'false'])
    .default('true')
    .transform((text) => text === 'true'),
});
export type EventsQuery = z.output<typeof ZEventsQuery>;

export const ZEventsPage = z.object({
  items: z.array(ZEvent),
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
});
export type EventsPage = z.infer<typeof ZEventsPage>;

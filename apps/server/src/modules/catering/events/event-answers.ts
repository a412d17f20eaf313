import {
  ZPreOrderType,
  eventPreOrderStatus,
  eventStatusOf,
  preOrderLockStart,
  type CateringEvent,
} from '@app/domain';
import type { EventsContext } from './events-access.ts';
import type { EventRow } from './events.repository.ts';

/**
 * What an event is as people set it, without what is derived from the clock or its suites: the
 * change history's before and after, so that an entry shows what someone changed.
 */
export function eventRecordOf(row: EventRow) {
  const preOrderType = ZPreOrderType.safeParse(row.pre_order_type);
  return {
    id: row.id,
    title: row.title,
    start_date: row.start_date.toISOString(),
    end_date: row.end_date?.toISOString() ?? null,
    status: eventStatusOf(row.status),
    event_type:
      row.event_type_id === null
        ? null
        : { id: row.event_type_id, name: row.event_type_name ?? '' },
    // The column is text written only through the domain; anything else reads as the default.
    pre_order_type: preOrderType.success ? preOrderType.data : 'event_based',
    order_lock_period_days: row.order_lock_period_days,
    pre_order_email_days: row.pre_order_email_days,
    manager_name: row.manager_name,
    manager_phone: row.manager_phone,
    manager_email: row.manager_email,
    projected_attendance: row.projected_attendance,
  };
}

/** A stored event as the API answers it, its pre-order status at `ctx.now`. */
export function eventOf(
  row: EventRow,
  ctx: Pick<EventsContext, 'now' | 'timeZone'>,
): CateringEvent {
  return {
    ...eventRecordOf(row),
    pre_order_status: eventPreOrderStatus(row, ctx.now, ctx.timeZone),
    pre_order_locks_at: preOrderLockStart(
      row.start_date,
      row.order_lock_period_days,
      ctx.timeZone,
    ).toISOString(),
    suite_count: row.suites.length,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

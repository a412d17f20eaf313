import { zonedDaysSpan, type CateringEvent, type EventsPage, type EventsQuery } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import { eventOf } from './event-answers.ts';
import type { EventsContext } from './events-access.ts';
import { eventsRepository as events } from './events.repository.ts';

/**
 * `GET /catering/events`: one page of the location's events by start date, filtered by search,
 * event types, days and pre-order statuses. The pre-order status is decided by the domain's rule
 * for each event matching the other filters (a location has hundreds of events, not millions),
 * so the filter and the answered status can never disagree (docs/decisions/catering.md "Events").
 */
export function listEvents(ctx: EventsContext, query: EventsQuery): Promise<EventsPage> {
  return ctx.tenantTx(async (tx) => {
    const span = query.dateRange
      ? zonedDaysSpan(query.dateRange.from, query.dateRange.to, ctx.timeZone)
      : undefined;
    const rows = await events.list(tx, ctx.restaurantId, {
      search: query.search || undefined,
      eventTypeIds: query.eventTypeIds,
      since: span?.from,
      until: span?.to,
      ascending: query.dateSortAsc,
    });
    const statuses = query.eventStatuses ? new Set(query.eventStatuses) : null;
    const matching = rows
      .map((row) => eventOf(row, ctx))
      .filter((event) => !statuses || statuses.has(event.pre_order_status));
    const first = (query.page - 1) * query.pageSize;
    return {
      items: matching.slice(first, first + query.pageSize),
      total: matching.length,
      page: query.page,
      page_size: query.pageSize,
    };
  });
}

/** `GET /catering/events/{id}`: one event, or 404. */
export function getEvent(ctx: EventsContext, id: number): Promise<CateringEvent> {
  return ctx.tenantTx(async (tx) => {
    const row = await events.find(tx, ctx.restaurantId, id);
    if (!row) throw new AppError('not_found');
    return eventOf(row, ctx);
  });
}

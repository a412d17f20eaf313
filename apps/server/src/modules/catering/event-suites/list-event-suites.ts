import type { EventSuite } from '@app/domain';
import type { TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { eventSuiteOf } from './event-suite-answers.ts';
import { eventSuitesRepository as eventSuites } from './event-suites.repository.ts';

/** `GET /catering/events/{eventId}/event-suites`: the event's suites by name; 404 without the event. */
export function listEventSuites(ctx: TenantContext, eventId: number): Promise<EventSuite[]> {
  return ctx.tenantTx(async (tx) => {
    if (!(await eventSuites.eventExists(tx, ctx.restaurantId, eventId))) {
      throw new AppError('not_found');
    }
    return (await eventSuites.list(tx, ctx.restaurantId, eventId)).map(eventSuiteOf);
  });
}

/** `GET /catering/events/{eventId}/event-suites/{id}`: one suite of the event, or 404. */
export function getEventSuite(
  ctx: TenantContext,
  eventId: number,
  id: number,
): Promise<EventSuite> {
  return ctx.tenantTx(async (tx) => {
    const row = await eventSuites.find(tx, ctx.restaurantId, eventId, id);
    if (!row) throw new AppError('not_found');
    return eventSuiteOf(row);
  });
}

import type { CalendarLink } from '@app/domain';
import type { TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { eventSuitesRepository as eventSuites } from '../event-suites/event-suites.repository.ts';
import { calendarLink, type CalendarLinkContext } from './calendar-links.ts';

/**
 * `GET /catering/events/{id}/calendar-link`: the event's feed address, its words in the caller's
 * language. 404 when the location has no such event.
 */
export async function getEventCalendarLink(
  ctx: TenantContext & CalendarLinkContext,
  id: number,
): Promise<CalendarLink> {
  const exists = await ctx.tenantTx((tx) => eventSuites.eventExists(tx, ctx.restaurantId, id));
  if (!exists) throw new AppError('not_found');
  return calendarLink(ctx, 'events', ctx.restaurantId, id, ctx.locale);
}

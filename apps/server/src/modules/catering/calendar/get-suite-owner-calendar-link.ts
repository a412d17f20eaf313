import { parseLocale, type CalendarLink } from '@app/domain';
import type { TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { calendarFeedsRepository as feeds } from './calendar-feeds.repository.ts';
import { calendarLink, type CalendarLinkContext } from './calendar-links.ts';

/**
 * `GET /catering/suite-owners/{id}/calendar-link`: the owner's feed address, to hand to the
 * owner, its words in the owner's language. 404 when the location has no such owner.
 */
export async function getSuiteOwnerCalendarLink(
  ctx: TenantContext & CalendarLinkContext,
  id: number,
): Promise<CalendarLink> {
  const owner = await ctx.tenantTx((tx) => feeds.owner(tx, ctx.restaurantId, id));
  if (!owner) throw new AppError('not_found');
  return calendarLink(ctx, 'suite-owners', ctx.restaurantId, id, parseLocale(owner.locale));
}

import type { TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { eventSuiteOf } from './event-suite-answers.ts';
import { eventSuitesRepository as eventSuites } from './event-suites.repository.ts';

/**
 * `DELETE /catering/events/{eventId}/event-suites/{id}` (204): takes the suite off the event with
 * its menus and equipment. While it holds orders that are not cancelled it stays (409
 * `event_suite_has_orders` {orders}): they would lose their suite and its BEO. Its cancelled
 * orders keep their event and lose the suite.
 */
export function removeEventSuite(ctx: TenantContext, eventId: number, id: number): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    const locked = await eventSuites.lockSuite(tx, ctx.restaurantId, eventId, id);
    const row = locked && (await eventSuites.find(tx, ctx.restaurantId, eventId, id));
    if (!row) throw new AppError('not_found');
    const active = row.order_counts.active;
    if (active > 0)
      throw new AppError('event_suite_has_orders', { orders: active }, { orders: active });
    await eventSuites.delete(tx, ctx.restaurantId, id);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'event_suite',
      entityId: id,
      action: 'delete',
      before: eventSuiteOf(row),
      after: null,
      user: ctx.user,
    });
  });
}

import type { EventSuite, EventSuiteSettings } from '@app/domain';
import type { OrderContext } from '../../../context/order-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { eventSuiteOf } from './event-suite-answers.ts';
import { eventSuitesRepository as eventSuites } from './event-suites.repository.ts';
import { assertLocationChoices, writeEventSuite } from './write-event-suite.ts';

/**
 * `PUT /catering/events/{eventId}/event-suites/{id}`: the suite's settings replaced (owner, menus,
 * equipment, notes, guaranteed guests); its status follows them while it is not configured or
 * its email is scheduled. 404 when the location has no such event suite.
 */
export function updateEventSuite(
  ctx: OrderContext,
  eventId: number,
  id: number,
  settings: EventSuiteSettings,
): Promise<EventSuite> {
  return ctx.tenantTx(async (tx) => {
    const event = await eventSuites.lockEvent(tx, ctx.restaurantId, eventId);
    const row = event && (await eventSuites.find(tx, ctx.restaurantId, eventId, id));
    if (!event || !row) throw new AppError('not_found');
    const write = { ...settings, suite_id: row.suite.id };
    await assertLocationChoices(tx, ctx, [{ settings: write, prefix: '' }]);
    return writeEventSuite(tx, ctx, event, write, eventSuiteOf(row));
  });
}

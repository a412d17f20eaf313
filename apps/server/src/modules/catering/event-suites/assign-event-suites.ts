import type { EventSuite, EventSuitesBulkRequest } from '@app/domain';
import type { OrderContext } from '../../../context/order-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { eventSuiteOf } from './event-suite-answers.ts';
import { eventSuitesRepository as eventSuites } from './event-suites.repository.ts';
import { assertLocationChoices, writeEventSuite } from './write-event-suite.ts';

/**
 * `POST /catering/events/{eventId}/event-suites/bulk`: puts each suite on the event with its
 * settings — added when it is not on it yet, updated when it is (never twice) — in one
 * transaction: one suite refused refuses them all (400 naming `suites.{index}.{field}`).
 * Suites left out are not touched. Answers every suite of the event.
 */
export function assignEventSuites(
  ctx: OrderContext,
  eventId: number,
  request: EventSuitesBulkRequest,
): Promise<EventSuite[]> {
  return ctx.tenantTx(async (tx) => {
    const event = await eventSuites.lockEvent(tx, ctx.restaurantId, eventId);
    if (!event) throw new AppError('not_found');
    const writes = request.suites.map((settings, index) => ({
      settings,
      prefix: `suites.${index}.`,
    }));
    await assertLocationChoices(tx, ctx, writes);
    const assigned = await eventSuites.assigned(tx, ctx.restaurantId, eventId);
    for (const settings of request.suites) {
      const existing = assigned.get(settings.suite_id);
      const row = existing && (await eventSuites.find(tx, ctx.restaurantId, eventId, existing.id));
      await writeEventSuite(tx, ctx, event, settings, row ? eventSuiteOf(row) : null);
    }
    return (await eventSuites.list(tx, ctx.restaurantId, eventId)).map(eventSuiteOf);
  });
}

import { ZBeo, type LatestBeoAnswer, type LatestBeoQuery } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import { eventSuitesRepository as eventSuites } from '../event-suites/event-suites.repository.ts';
import { beoKind } from './event-document-kinds.ts';
import { eventDocumentsRepository as documents } from './event-documents.repository.ts';
import { changesSince, printedBy, type DocumentsContext } from './document-versions.ts';

/**
 * `GET /orders/latest-beo?eventId=…[&eventSuiteId=…]` (spec part 2 §7, shape not shown; read in
 * docs/api.md "Event documents"): the BEO printed last — of that event suite, or the newest
 * among the event's suites — with its content as printed and what changed since, against the
 * suite's BEO now. 404 `beo_not_printed` when none was printed; 404 `not_found` for an event
 * (or suite) the location does not have.
 */
export async function getLatestBeo(
  ctx: DocumentsContext,
  query: LatestBeoQuery,
): Promise<LatestBeoAnswer> {
  const { print, current } = await ctx.tenantTx(async (tx) => {
    const latest = await documents.latestBeo(
      tx,
      ctx.restaurantId,
      query.eventId,
      query.eventSuiteId,
    );
    if (!latest || latest.event_suite_id === null) {
      const { eventId, eventSuiteId } = query;
      const exists =
        eventSuiteId === undefined
          ? await eventSuites.eventExists(tx, ctx.restaurantId, eventId)
          : (await eventSuites.find(tx, ctx.restaurantId, eventId, eventSuiteId)) !== null;
      throw new AppError(exists ? 'beo_not_printed' : 'not_found');
    }
    const now = await beoKind(latest.event_id, latest.event_suite_id).build(tx, ctx);
    return { print: latest, current: now };
  });
  const changes = current ? changesSince(print.content, current) : [];
  return {
    event_id: print.event_id,
    event_suite_id: print.event_suite_id!,
    version: print.version,
    printed_at: print.printed_at.toISOString(),
    printed_by: await printedBy(ctx, print),
    content: ZBeo.parse(print.content),
    changed_since_printed: changes.length > 0,
    changes,
  };
}

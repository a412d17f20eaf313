import type { DocumentVersionState } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import { recordChange } from '../../change-history/record-change.ts';
import type { EventDocumentKind } from './event-document-kinds.ts';
import { eventDocumentsRepository as documents } from './event-documents.repository.ts';
import { versionState, type DocumentsContext, type EventDocument } from './document-versions.ts';

/**
 * `POST …/beo/prints`, `POST …/production-sheet/prints` (the screen calls it before the browser
 * prints), and every export: the document now is kept as its next version (1, 2, 3…) with who
 * printed it and when, and the event's change history says so — in one transaction, under the
 * event's lock so that two prints never take one number. Answers the document as printed with
 * its new version (nothing changed since, by definition). Another location's event is 404.
 */
export async function printEventDocument<D extends EventDocument>(
  ctx: DocumentsContext,
  kind: EventDocumentKind<D>,
): Promise<DocumentVersionState & { document: D }> {
  const { document, print } = await ctx.tenantTx(async (tx) => {
    if (!(await documents.lockEventForPrint(tx, ctx.restaurantId, kind.ref.eventId))) {
      throw new AppError('not_found');
    }
    const built = await kind.build(tx, ctx);
    if (!built) throw new AppError('not_found');
    const row = await documents.insertPrint(tx, ctx.restaurantId, kind.ref, built, ctx.user.id);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'event',
      entityId: kind.ref.eventId,
      action: 'print',
      before: null,
      after: {
        document: kind.ref.kind,
        event_suite_id: kind.ref.eventSuiteId,
        version: row.version,
      },
      user: ctx.user,
    });
    return { document: built, print: row };
  });
  return { ...(await versionState(ctx, document, print)), document };
}

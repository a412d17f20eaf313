import type { DocumentVersionState } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import type { EventDocumentKind } from './event-document-kinds.ts';
import { eventDocumentsRepository as documents } from './event-documents.repository.ts';
import { versionState, type DocumentsContext, type EventDocument } from './document-versions.ts';

/**
 * `GET …/event-suites/{id}/beo` and `GET …/events/{id}/production-sheet`: the document now, in
 * the caller's language, with its last printed version and what changed since (one
 * transaction: the document and the version it is compared with are of one moment). Another
 * location's event or suite is 404. Nothing is written.
 */
export async function readEventDocument<D extends EventDocument>(
  ctx: DocumentsContext,
  kind: EventDocumentKind<D>,
): Promise<DocumentVersionState & { document: D }> {
  const { document, last } = await ctx.tenantTx(async (tx) => {
    const built = await kind.build(tx, ctx);
    if (!built) throw new AppError('not_found');
    return { document: built, last: await documents.lastPrint(tx, ctx.restaurantId, kind.ref) };
  });
  return { ...(await versionState(ctx, document, last)), document };
}

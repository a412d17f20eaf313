import {
  ZBeo,
  ZProductionSheet,
  beoChanges,
  productionSheetChanges,
  type Beo,
  type DocumentChange,
  type DocumentVersionState,
  type ProductionSheet,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { changeHistoryRepository } from '../../change-history/change-history.repository.ts';
import { eventsContext, type EventsContext } from '../events/events-access.ts';
import type { DocumentPrintRow } from './event-documents.repository.ts';

export const tags = ['event-documents'];

/** The events context, and the owner connection for the names of who printed (identity). */
export interface DocumentsContext extends EventsContext {
  db: Db;
}

export function documentsContext(request: FastifyRequest): DocumentsContext {
  return { ...eventsContext(request), db: request.server.ctx.database.db };
}

export type EventDocument = Beo | ProductionSheet;

/** A version kept in a shape this code no longer reads: say that it differs, not how. */
const UNREADABLE: DocumentChange = {
  subject: 'event',
  change: 'changed',
  field: 'document',
  name: null,
  suite: null,
  from: null,
  to: null,
};

/** What differs between the content printed (as stored) and the document now. */
export function changesSince(content: unknown, current: EventDocument): DocumentChange[] {
  if (current.kind === 'beo') {
    const printed = ZBeo.safeParse(content);
    return printed.success ? beoChanges(printed.data, current) : [UNREADABLE];
  }
  const printed = ZProductionSheet.safeParse(content);
  return printed.success ? productionSheetChanges(printed.data, current) : [UNREADABLE];
}

/** Who printed, by name (the account may be gone: null). */
export async function printedBy(
  ctx: DocumentsContext,
  print: Pick<DocumentPrintRow, 'printed_by'>,
): Promise<DocumentVersionState['printed_by']> {
  if (print.printed_by === null) return null;
  const names = await changeHistoryRepository.userNames(ctx.db, [print.printed_by]);
  const name = names.get(print.printed_by);
  return name === undefined ? null : { id: print.printed_by, name };
}

/**
 * The version state of `current` against the last version printed (`last`, null: never). Called
 * after the document's transaction: the printer's name is read on the owner connection.
 */
export async function versionState(
  ctx: DocumentsContext,
  current: EventDocument,
  last: DocumentPrintRow | null,
): Promise<DocumentVersionState> {
  if (!last) {
    return {
      printed_version: null,
      printed_at: null,
      printed_by: null,
      changed_since_printed: false,
      changes: [],
    };
  }
  const changes = changesSince(last.content, current);
  return {
    printed_version: last.version,
    printed_at: last.printed_at.toISOString(),
    printed_by: await printedBy(ctx, last),
    changed_since_printed: changes.length > 0,
    changes,
  };
}

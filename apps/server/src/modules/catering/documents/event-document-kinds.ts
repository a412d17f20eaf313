import {
  beoFileName,
  beoSheets,
  buildBeo,
  buildProductionSheet,
  productionSheetFileName,
  productionSheetSheets,
  type DocumentContext,
  type DocumentSheet,
  type Locale,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { readBeoInput, readProductionSheetInput } from './document-sources.ts';
import type { DocumentsContext, EventDocument } from './document-versions.ts';
import type { DocumentRef } from './event-documents.repository.ts';

/**
 * The two documents, each as what names it (its versions' key), how it is made from the
 * database now, and how it is exported: the use cases read, print and export either alike.
 */
export interface EventDocumentKind<D extends EventDocument> {
  ref: DocumentRef;
  /** The document now, in the caller's language; null when the location has no such event (suite). */
  build(tx: Tx, ctx: DocumentsContext): Promise<D | null>;
  fileName(document: D): string;
  sheets(document: D, locale: Locale): DocumentSheet[];
}

function documentContext(ctx: DocumentsContext): DocumentContext {
  return { locale: ctx.locale, timeZone: ctx.timeZone, now: ctx.now };
}

/** The BEO of the event suite `eventSuiteId` of the event `eventId`. */
export function beoKind(
  eventId: number,
  eventSuiteId: number,
): EventDocumentKind<EventDocument & { kind: 'beo' }> {
  return {
    ref: { eventId, kind: 'beo', eventSuiteId },
    async build(tx, ctx) {
      const input = await readBeoInput(tx, ctx.restaurantId, eventId, eventSuiteId);
      return input && buildBeo(input, documentContext(ctx));
    },
    fileName: (beo) => beoFileName(beo.event),
    sheets: beoSheets,
  };
}

/** The production sheet of the event `eventId`. */
export function productionSheetKind(
  eventId: number,
): EventDocumentKind<EventDocument & { kind: 'production_sheet' }> {
  return {
    ref: { eventId, kind: 'production_sheet', eventSuiteId: null },
    async build(tx, ctx) {
      const input = await readProductionSheetInput(tx, ctx.restaurantId, eventId);
      return input && buildProductionSheet(input, documentContext(ctx));
    },
    fileName: (sheet) => productionSheetFileName(sheet.event),
    sheets: productionSheetSheets,
  };
}

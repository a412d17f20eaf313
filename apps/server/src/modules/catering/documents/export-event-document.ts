import type { DocumentSheet } from '@app/domain';
import type { EventDocumentKind } from './event-document-kinds.ts';
import { printEventDocument } from './print-event-document.ts';
import type { DocumentsContext, EventDocument } from './document-versions.ts';

export interface ExportedDocument {
  /** `BEO-{eventName}-{eventDate}.xlsx` or `ProdSheet-{eventName}-{eventDate}.xlsx`. */
  fileName: string;
  sheets: DocumentSheet[];
  version: number;
}

/**
 * `GET …/beo.xlsx` and `GET …/production-sheet.xlsx`: an export is a print (a new version is
 * kept: the kitchen may work from the file), laid out as the domain's sheets in the caller's
 * language.
 */
export async function exportEventDocument<D extends EventDocument>(
  ctx: DocumentsContext,
  kind: EventDocumentKind<D>,
): Promise<ExportedDocument> {
  const printed = await printEventDocument(ctx, kind);
  return {
    fileName: kind.fileName(printed.document),
    sheets: kind.sheets(printed.document, ctx.locale),
    version: printed.printed_version ?? 1,
  };
}

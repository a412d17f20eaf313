import { z } from 'zod';
import { ZId, ZIdParam } from '../../catalogue/catalogue-fields.ts';
import { ZBeo, ZProductionSheet } from './document-schemas.ts';

const ZInstant = z.iso.datetime();

/**
 * The documents' versions (issue 15 item 6): each print or export is kept as a version, and every
 * read says which version was printed last and what changed since (document-changes.ts).
 */

export const eventDocumentKinds = ['beo', 'production_sheet'] as const;
export type EventDocumentKind = (typeof eventDocumentKinds)[number];

export const documentChangeSubjects = [
  'event',
  'guests',
  'timeline',
  'item',
  'note',
  'equipment',
  'owner',
  'pricing',
] as const;
export type DocumentChangeSubject = (typeof documentChangeSubjects)[number];

/**
 * One difference between the version printed last and the document now: what (`subject`, its
 * `field`), which (`name`: an item, a piece of equipment; `suite` on the production sheet), and
 * the value before and after (null: none). Amounts are dollars, times instants.
 */
export const ZDocumentChange = z.object({
  subject: z.enum(documentChangeSubjects),
  change: z.enum(['added', 'removed', 'changed']),
  field: z.string().nullable(),
  name: z.string().nullable(),
  suite: z.string().nullable(),
  from: z.union([z.string(), z.number()]).nullable(),
  to: z.union([z.string(), z.number()]).nullable(),
});
export type DocumentChange = z.infer<typeof ZDocumentChange>;

/** What every read of a document says of its versions. */
export const ZDocumentVersionState = z.object({
  /** The last version printed or exported (1, 2, 3…), null when never. */
  printed_version: z.int().nullable(),
  printed_at: ZInstant.nullable(),
  printed_by: z.object({ id: ZId, name: z.string() }).nullable(),
  changed_since_printed: z.boolean(),
  /** What differs from the last version printed (empty when never printed). */
  changes: z.array(ZDocumentChange),
});
export type DocumentVersionState = z.infer<typeof ZDocumentVersionState>;

export const ZBeoAnswer = ZDocumentVersionState.extend({ document: ZBeo });
export type BeoAnswer = z.infer<typeof ZBeoAnswer>;
export const ZProductionSheetAnswer = ZDocumentVersionState.extend({ document: ZProductionSheet });
export type ProductionSheetAnswer = z.infer<typeof ZProductionSheetAnswer>;

/** `GET /orders/latest-beo?eventId=…[&eventSuiteId=…]`. */
export const ZLatestBeoQuery = z.object({
  eventId: ZIdParam,
  eventSuiteId: ZIdParam.optional(),
});
export type LatestBeoQuery = z.infer<typeof ZLatestBeoQuery>;

/** The latest printed BEO: the content as printed, and how the suite's BEO differs now. */
export const ZLatestBeoAnswer = z.object({
  event_id: ZId,
  event_suite_id: ZId,
  version: z.int(),
  printed_at: ZInstant,
  printed_by: z.object({ id: ZId, name: z.string() }).nullable(),
  content: ZBeo,
  changed_since_printed: z.boolean(),
  changes: z.array(ZDocumentChange),
});
export type LatestBeoAnswer = z.infer<typeof ZLatestBeoAnswer>;

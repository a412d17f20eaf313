import type { DocumentEvent, DocumentModifier } from './document-schemas.ts';
import type { DocumentChange, DocumentChangeSubject } from './document-versions.ts';

/**
 * What changed between the version of a document printed last and the document now, so that
 * nothing is cooked or served from a stale sheet (issue 15 item 6). Parts are matched by id or
 * `key`, never by name, so a version printed in French compares with one read in English; the
 * names shown are the current document's (the printed one's for what was removed). The changes
 * come in the document's own order: event, guests, timeline, items, notes, equipment, owner,
 * pricing. This file holds what both documents' comparisons share (beo-changes.ts,
 * production-sheet-changes.ts).
 */

type Value = string | number | null;

/** One change, the fields not given null. */
export function change(
  subject: DocumentChangeSubject,
  kind: DocumentChange['change'],
  rest: Partial<Omit<DocumentChange, 'subject' | 'change'>>,
): DocumentChange {
  return {
    subject,
    change: kind,
    field: null,
    name: null,
    suite: null,
    from: null,
    to: null,
    ...rest,
  };
}

/** A `changed` for each field whose value differs. */
export function fieldChanges(
  subject: DocumentChangeSubject,
  before: Record<string, Value>,
  after: Record<string, Value>,
  extra: Partial<DocumentChange> = {},
): DocumentChange[] {
  return Object.keys(after).flatMap((field) =>
    (before[field] ?? null) === (after[field] ?? null)
      ? []
      : [
          change(subject, 'changed', {
            ...extra,
            field,
            from: before[field] ?? null,
            to: after[field] ?? null,
          }),
        ],
  );
}

export interface Counted {
  name: string;
  quantity: number;
  suite?: string | null;
}

/** Added, removed and quantity changes between two keyed lists. */
export function countedChanges(
  subject: DocumentChangeSubject,
  before: ReadonlyMap<string, Counted>,
  after: ReadonlyMap<string, Counted>,
): DocumentChange[] {
  const changes: DocumentChange[] = [];
  for (const [key, now] of after) {
    const then = before.get(key);
    const about = { name: now.name, suite: now.suite ?? null };
    if (!then) changes.push(change(subject, 'added', { ...about, to: now.quantity }));
    else if (then.quantity !== now.quantity) {
      changes.push(
        change(subject, 'changed', {
          ...about,
          field: 'quantity',
          from: then.quantity,
          to: now.quantity,
        }),
      );
    }
  }
  for (const [key, then] of before) {
    if (!after.has(key)) {
      changes.push(
        change(subject, 'removed', {
          name: then.name,
          suite: then.suite ?? null,
          from: then.quantity,
        }),
      );
    }
  }
  return changes;
}

export function eventChanges(before: DocumentEvent, after: DocumentEvent): DocumentChange[] {
  const facts = (event: DocumentEvent) => ({
    title: event.title,
    start: event.start,
    end: event.end,
  });
  return fieldChanges('event', facts(before), facts(after));
}

/** Modifiers by id, as one comparable text. */
export function modifierIds(modifiers: readonly DocumentModifier[]): string {
  return modifiers.map((m) => `${m.group_id}:${m.value_id}x${m.quantity}`).join(',');
}

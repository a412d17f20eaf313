/**
 * How a change names what it changed, as people know it: an order by its number (`#1008`, the
 * number on the confirmation, the order card and in the route), anything else by its id. The
 * order's number is read from the entry's after (or before) document; an order written before it
 * had a number falls back to its id.
 */
export function changeEntityReference(entry: {
  entity: string;
  entity_id: number | null;
  before: unknown;
  after: unknown;
}): string | null {
  if (entry.entity === 'order') {
    const number = orderNumberOf(entry.after) ?? orderNumberOf(entry.before);
    if (number !== null) return `#${number}`;
  }
  return entry.entity_id === null ? null : `#${entry.entity_id}`;
}

function orderNumberOf(document: unknown): number | null {
  if (typeof document !== 'object' || document === null) return null;
  const value = (document as { order_number?: unknown }).order_number;
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/**
 * The top-level fields whose value differs between an entity's `before` and `after` (as
 * recorded in the change history), in the order they first appear. A create (no before) or a
 * delete (no after) changes every field it has. Values are compared as JSON, so key order inside
 * nested objects does not count as a change.
 */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = asRecord(before);
  const b = asRecord(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => canonical(a[key]) !== canonical(b[key]));
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function canonical(value: unknown): string {
  return JSON.stringify(value === undefined ? null : sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

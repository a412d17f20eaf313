/** One value that differs between an entity's `before` and `after` in the change history. */
export interface ChangedValue {
  /**
   * Where the value is: field names from the entity down (`['localization', 'fr', 'name']`,
   * `['data', 'checkout', 'pickup', 'dueByTime']`); `[]` when the entity itself is a list
   * (a menu's availability).
   */
  path: string[];
  /** `undefined` when the value did not exist before (a create) or does not after (a delete). */
  before: unknown;
  after: unknown;
}

/** Bookkeeping that changes with every write, or never: not a change anyone made. */
const BOOKKEEPING = new Set(['id', 'updated_at', 'created_at', 'created_by']);

/**
 * The values that differ between an entity's `before` and `after` (as recorded in the change
 * history), in the order they first appear. Objects are followed down to their values, so a
 * change of `localization.fr.name` or of an order's due time is one value; lists are compared
 * whole, in order. A create (no before) or a delete (no after) changes every value it has, except
 * empty ones; bookkeeping fields (`id`, `updated_at`…) are left out. Values are compared as JSON:
 * key order inside list entries does not count.
 */
export function changedValues(before: unknown, after: unknown): ChangedValue[] {
  const changes: ChangedValue[] = [];
  collect([], before ?? undefined, after ?? undefined, changes);
  return changes;
}

function collect(path: string[], before: unknown, after: unknown, into: ChangedValue[]): void {
  if (isRecord(before) || isRecord(after)) {
    const a = isRecord(before) ? before : {};
    const b = isRecord(after) ? after : {};
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (path.length === 0 && BOOKKEEPING.has(key)) continue;
      collect([...path, key], a[key], b[key], into);
    }
    return;
  }
  if (isEmpty(before) && isEmpty(after)) return;
  if (canonical(before) !== canonical(after)) into.push({ path, before, after });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

function canonical(value: unknown): string {
  return JSON.stringify(value === undefined ? null : sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key])]),
  );
}

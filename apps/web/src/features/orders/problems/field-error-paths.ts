import type { Checkout } from '@app/domain';

/** The value at a dotted path (`contact.phone_number`, `questions.0.answer`). */
function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The field errors still true after a checkout change: an error goes away as soon as its field
 * changes (the server judges it again at the next submit), the others stay.
 */
export function keepUnchangedFieldErrors(
  errors: Record<string, string>,
  before: Checkout,
  after: Checkout,
): Record<string, string> {
  if (before === after) return errors;
  const kept = Object.entries(errors).filter(
    ([path]) => JSON.stringify(valueAt(before, path)) === JSON.stringify(valueAt(after, path)),
  );
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

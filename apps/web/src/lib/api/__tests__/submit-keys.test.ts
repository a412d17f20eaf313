import { describe, expect, it } from 'vitest';
import { createSubmitKeys } from '../submit-keys.ts';

describe('submit idempotency keys', () => {
  it('reuses the key for the same draft and takes a new one when the draft changes', () => {
    const keys = createSubmitKeys();
    const first = keys.keyFor('{"a":1}');
    expect(keys.keyFor('{"a":1}')).toBe(first);
    const changed = keys.keyFor('{"a":2}');
    expect(changed).not.toBe(first);
    // Going back to the first draft is another attempt, not the first one.
    expect(keys.keyFor('{"a":1}')).not.toBe(first);
  });

  it('forgets the key after a success: the next order is a new one', () => {
    const keys = createSubmitKeys();
    const first = keys.keyFor('{}');
    keys.forget();
    expect(keys.keyFor('{}')).not.toBe(first);
  });
});

import { describe, expect, it } from 'vitest';
import { createSubmitKeys, newIdempotencyKey } from '../state/submit-key.ts';

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

  it('makes UUID v4 keys', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

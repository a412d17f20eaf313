import { newIdempotencyKey } from './idempotency-key.ts';

/**
 * The `Idempotency-Key` of submits (an order, a suite owner's pre-order): one key per attempt of
 * one draft. Sending the same draft again (a double tap, a retry after a lost connection) reuses
 * the key, so the server answers with the order the first call created instead of creating a
 * second one; a changed draft is another request and gets a new key (the server refuses a key
 * reused for a different body). After a success the key is forgotten: the next order is a new
 * one.
 */
export interface SubmitKeys {
  keyFor: (body: string) => string;
  forget: () => void;
}

export function createSubmitKeys(newKey: () => string = newIdempotencyKey): SubmitKeys {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor: (body) => {
      if (current?.body !== body) current = { body, key: newKey() };
      return current.key;
    },
    forget: () => {
      current = null;
    },
  };
}

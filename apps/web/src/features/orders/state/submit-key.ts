/**
 * The `Idempotency-Key` of order submits: one key per attempt of one draft. Sending the same
 * draft again (a double tap, a retry after a lost connection) reuses the key, so the server
 * answers with the order the first call created instead of creating a second one; a changed
 * draft is another request and gets a new key (the server refuses a key reused for a different
 * body). After a success the key is forgotten: the next order is a new one.
 */
export interface SubmitKeys {
  keyFor: (body: string) => string;
  forget: () => void;
}

/** A random UUID v4, also where `crypto.randomUUID` is missing (plain http outside localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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

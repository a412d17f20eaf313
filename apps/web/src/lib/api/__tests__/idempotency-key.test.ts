import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../idempotency-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes UUID v4 keys, a new one each time', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('makes them without crypto.randomUUID too (plain http on a LAN address)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });
});

import { describe, expect, it } from 'vitest';
import { hasEventAccessAtLeast, normalizeEventAccess } from './event-access.ts';

describe('event access', () => {
  it('ranks admin over events over server', () => {
    expect(hasEventAccessAtLeast('admin', 'server')).toBe(true);
    expect(hasEventAccessAtLeast('events', 'events')).toBe(true);
    expect(hasEventAccessAtLeast('events', 'admin')).toBe(false);
    expect(hasEventAccessAtLeast('server', 'events')).toBe(false);
  });

  it('gives no access to a user without an event access level', () => {
    expect(hasEventAccessAtLeast(null, 'server')).toBe(false);
    expect(hasEventAccessAtLeast(undefined, 'server')).toBe(false);
  });

  it('reads unknown or missing claims as no access', () => {
    expect(normalizeEventAccess('Events')).toBe('events');
    expect(normalizeEventAccess('owner')).toBeNull();
    expect(normalizeEventAccess(undefined)).toBeNull();
    expect(normalizeEventAccess(1)).toBeNull();
  });
});

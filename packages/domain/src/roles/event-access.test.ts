import { describe, expect, it } from 'vitest';
import {
  effectiveEventAccess,
  eventAccessAllows,
  hasEventAccessAtLeast,
  normalizeEventAccess,
  type EventAccess,
} from './event-access.ts';

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

describe('event actions', () => {
  it('lets a server view and run the day, an events user manage, an admin configure', () => {
    const allowed = (access: EventAccess | null) =>
      (['view', 'manage', 'configure'] as const).filter((action) =>
        eventAccessAllows(access, action),
      );
    expect(allowed('server')).toEqual(['view']);
    expect(allowed('events')).toEqual(['view', 'manage']);
    expect(allowed('admin')).toEqual(['view', 'manage', 'configure']);
  });

  it('reads an account without a level as admin (the events screens already need a manager)', () => {
    expect(effectiveEventAccess(null)).toBe('admin');
    expect(eventAccessAllows(undefined, 'configure')).toBe(true);
  });
});

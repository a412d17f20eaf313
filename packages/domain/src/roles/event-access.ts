import { z } from 'zod';

/** Event access levels ranked from most to least powerful (spec part 1 §6). */
export const eventAccessRanks = { admin: 0, events: 1, server: 2 } as const;

export const eventAccessLevels = ['admin', 'events', 'server'] as const;
export const ZEventAccess = z.enum(eventAccessLevels);
export type EventAccess = z.infer<typeof ZEventAccess>;

/** Reads the `event_access` claim: a known level, otherwise `null` (no event access). */
export function normalizeEventAccess(raw: unknown): EventAccess | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim().toLowerCase();
  return Object.hasOwn(eventAccessRanks, value) ? (value as EventAccess) : null;
}

/** True when `access` is `minimum` or more powerful; a user without event access has none. */
export function hasEventAccessAtLeast(
  access: EventAccess | null | undefined,
  minimum: EventAccess,
): boolean {
  if (!access) return false;
  return eventAccessRanks[access] <= eventAccessRanks[minimum];
}

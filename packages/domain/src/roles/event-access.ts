/** Event access levels ranked from most to least powerful (spec part 1 §6). */
export const eventAccessRanks = { admin: 0, events: 1, server: 2 } as const;

export const eventAccessLevels = ['admin', 'events', 'server'] as const;
export type EventAccess = (typeof eventAccessLevels)[number];

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

/**
 * What a user may do in the events area (docs/decisions/catering.md "Event access levels"), each
 * needing a least level:
 * - `view`: read events, suites, BEOs and production sheets; fire an event and print its
 *   documents — what a server runs on the day (`server`);
 * - `manage`: create, edit and delete events, assign suites, send pre-order emails, change
 *   pre-orders after the lock, finalize (`events`);
 * - `configure`: the event settings lists — suites, event types, equipment, suite owners (`admin`).
 */
export const eventActionLevels = {
  view: 'server',
  manage: 'events',
  configure: 'admin',
} as const satisfies Record<string, EventAccess>;
export type EventAction = keyof typeof eventActionLevels;

/**
 * The event access level a user acts with. The event screens already need manager or above
 * (spec part 2 §6); a level set on the account narrows what they do there, and an account
 * without one acts as `admin` (every manager ran events before levels existed).
 */
export function effectiveEventAccess(access: EventAccess | null | undefined): EventAccess {
  return access ?? 'admin';
}

/** Whether a user of the events screens with this account level may do `action`. */
export function eventAccessAllows(
  access: EventAccess | null | undefined,
  action: EventAction,
): boolean {
  return hasEventAccessAtLeast(effectiveEventAccess(access), eventActionLevels[action]);
}

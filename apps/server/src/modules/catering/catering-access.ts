import type { RouteAccess } from '../../plugins/access-guard.ts';

/**
 * Who may call the catering routes (spec part 2 §6: the event screens need `suites_enabled` and
 * manager or above), narrowed by the account's event access level (the domain's
 * `eventActionLevels`; docs/decisions/catering.md "Event access levels"): reads and the event
 * day's fire need `view`, changes to events and their suites `manage`, the settings lists
 * `configure`.
 */
export const eventsAccess = {
  view: { screen: 'events', eventAction: 'view' },
  manage: { screen: 'events', eventAction: 'manage' },
} as const satisfies Record<string, RouteAccess>;

export const eventSettingsAccess = {
  view: { screen: 'event_settings', eventAction: 'view' },
  configure: { screen: 'event_settings', eventAction: 'configure' },
} as const satisfies Record<string, RouteAccess>;

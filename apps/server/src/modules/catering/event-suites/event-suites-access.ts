import type { RouteAccess } from '../../../plugins/access-guard.ts';

export const tags = ['event-suites'];
/** The event screens' rule (spec part 2 §6): manager and above, `suites_enabled`. */
export const eventSuitesAccess: RouteAccess = { screen: 'events' };

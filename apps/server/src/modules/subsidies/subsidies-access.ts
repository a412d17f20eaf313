import type { RouteAccess } from '../../plugins/access-guard.ts';

export const tags = ['subsidies'];
/** The Subsidies screen's rule (spec part 2 §6): manager and above, `subsidies` flag. */
export const subsidiesAccess: RouteAccess = { screen: 'subsidies' };

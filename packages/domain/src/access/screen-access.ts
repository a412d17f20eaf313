import type { LocationFlag, LocationFlags } from '../locations/location-schemas.ts';
import { hasRoleAtLeast, type Role } from '../roles/role-ranks.ts';
import { screenPaths, type Screen } from './screens.ts';

/**
 * Who may open which screen: the one table read by the web navigation and route guards and by
 * the server's guards (spec part 1 §6, part 2 §6). A screen opens when the user's role is
 * allowed AND the active location's flags allow it.
 *
 * Roles admin … member follow the rank order: a screen names its least powerful allowed role.
 * Staff and kiosk are not ranked here; each has its own short list: staff may only create
 * orders (and is sent there), kiosk may only create or edit an order. Neither sees navigation.
 */
interface ScreenRule {
  /** Least powerful role among admin … member that may open the screen. */
  minimumRole: Exclude<Role, 'staff' | 'kiosk'>;
  /** The location must have every one of these flags on. */
  allFlags?: LocationFlag[];
  /** The location must have at least one of these flags on. */
  anyFlag?: LocationFlag[];
  /** The screen is hidden when any of these flags is on. */
  hiddenWhen?: LocationFlag[];
}

const ORDER_TAKING: LocationFlag[] = ['marketplace_hub', 'order_management'];

const screenRules: Record<Screen, ScreenRule> = {
  menus: { minimumRole: 'member' },
  modifiers: { minimumRole: 'member' },
  availability: { minimumRole: 'member' },
  locations: { minimumRole: 'member' },
  go_to_menu: { minimumRole: 'member', hiddenWhen: ['suites_enabled'] },
  replicate: { minimumRole: 'manager' },
  customize: { minimumRole: 'manager' },
  advanced: { minimumRole: 'manager' },
  menu_groups: { minimumRole: 'manager' },
  settings: { minimumRole: 'manager' },
  subsidies: { minimumRole: 'manager', allFlags: ['subsidies'] },
  credits: { minimumRole: 'manager', allFlags: ['app8_credits'] },
  // The memberships the checkout reads, where the location runs a membership programme.
  members: { minimumRole: 'manager', allFlags: ['membership_program'] },
  // Staff accounts of the location: admins, enterprise users and managers run their team.
  team: { minimumRole: 'manager' },
  // Who changed what in the location (spec part 1 §7 change history): managers and above.
  change_history: { minimumRole: 'manager' },
  order_manager: { minimumRole: 'lead', anyFlag: ORDER_TAKING },
  // Taking an order is open to every ranked role where the location takes orders.
  order_create: { minimumRole: 'member', anyFlag: ORDER_TAKING },
  // Editing is reached from the order manager, so it asks what the order manager asks.
  order_edit: { minimumRole: 'lead', anyFlag: ORDER_TAKING },
  // The spec sets no role for the report; it shows order data, so it asks what orders ask.
  orders_report: { minimumRole: 'lead', anyFlag: ['catering', 'k12'] },
  events: { minimumRole: 'manager', allFlags: ['suites_enabled'] },
  event_settings: { minimumRole: 'manager', allFlags: ['suites_enabled'] },
};

/** The only screens staff and kiosk may open, whatever their rank says. */
export const restrictedRoleScreens: Readonly<Partial<Record<Role, readonly Screen[]>>> = {
  staff: ['order_create'],
  kiosk: ['order_create', 'order_edit'],
};

export interface AccessContext {
  role: Role;
  /** The active location, or any object with its flags; none means every flag is off. */
  location?: LocationFlags | null;
}

/** The least powerful ranked role (admin … member) that may open `screen`. */
export function requiredRoleFor(screen: Screen): Role {
  return screenRules[screen].minimumRole;
}

/** Whether the location's flags allow `screen` (whoever the user is). */
export function locationAllowsScreen(screen: Screen, location?: LocationFlags | null): boolean {
  const rule = screenRules[screen];
  const on = (flag: LocationFlag) => location?.[flag] === true;
  if (rule.hiddenWhen?.some(on)) return false;
  if (rule.allFlags && !rule.allFlags.every(on)) return false;
  return !rule.anyFlag || rule.anyFlag.some(on);
}

/** Whether the role alone may open `screen` (whatever the location). */
export function roleAllowsScreen(screen: Screen, role: Role): boolean {
  const restricted = restrictedRoleScreens[role];
  if (restricted) return restricted.includes(screen);
  return hasRoleAtLeast(role, screenRules[screen].minimumRole);
}

/** Whether a user with this role, in this location, may see and open `screen`. */
export function canOpenScreen(screen: Screen, { role, location }: AccessContext): boolean {
  return roleAllowsScreen(screen, role) && locationAllowsScreen(screen, location);
}

/** Staff and kiosk work without the navigation bar. */
export function isNavigationHidden(role: Role): boolean {
  return role === 'staff' || role === 'kiosk';
}

/**
 * Where a user lands after sign-in and where a refused screen sends them: order creation for
 * staff and kiosk (they cannot open anything else), the menus for everyone else.
 */
export function homeRouteFor(role: Role): string {
  return isNavigationHidden(role) ? screenPaths.order_create : screenPaths.menus;
}

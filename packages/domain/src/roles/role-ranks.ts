/**
 * Roles ranked from most to least powerful (spec part 1 §6): a lower rank can do everything a
 * higher rank can, except where a screen rule says otherwise (staff and kiosk are limited to
 * order taking, see `access/`).
 */
export const roleRanks = {
  admin: 0,
  enterprise: 1,
  manager: 2,
  lead: 3,
  member: 4,
  staff: 5,
  kiosk: 6,
} as const;

export const roles = [
  'admin',
  'enterprise',
  'manager',
  'lead',
  'member',
  'staff',
  'kiosk',
] as const;
export type Role = (typeof roles)[number];

/** The role given when the identity token names none. */
export const DEFAULT_ROLE: Role = 'manager';
/** The role given when the identity token names a role this product does not know. */
export const UNKNOWN_ROLE: Role = 'member';

/**
 * The role whose PIN authority applies when a PIN record names no role ("the pin role defaults
 * to admin", spec part 1 §6 and part 2 §6). A PIN confirms that the person at a shared order
 * screen is entitled to act; a PIN record without a role is read as granting admin authority
 * for that confirmation. It never raises the role of the session itself: the session keeps the
 * role of its identity token.
 */
export const PIN_ROLE_DEFAULT = 'admin' satisfies Role;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(roleRanks, value);
}

/**
 * Reads the role claim of an identity token: `manager` when it is missing or blank, `member`
 * when it names an unknown role. Surrounding spaces and letter case are ignored.
 */
export function normalizeRole(raw: unknown): Role {
  if (raw === undefined || raw === null) return DEFAULT_ROLE;
  if (typeof raw !== 'string') return UNKNOWN_ROLE;
  const value = raw.trim().toLowerCase();
  if (value === '') return DEFAULT_ROLE;
  return isRole(value) ? value : UNKNOWN_ROLE;
}

export function roleRank(role: Role): number {
  return roleRanks[role];
}

/** True when `role` is `minimum` or more powerful (`hasRoleAtLeast('admin', 'lead')` is true). */
export function hasRoleAtLeast(role: Role, minimum: Role): boolean {
  return roleRanks[role] <= roleRanks[minimum];
}

import { hasRoleAtLeast, roleRank, roles, type Role } from '../roles/role-ranks.ts';

/**
 * Who runs a location's team (issue 14 item 5, docs/decisions/team.md): admins, enterprise users
 * and managers. Pure rules, used by the server to refuse and by the screen to offer only what
 * the server accepts.
 */
export const TEAM_MANAGER_ROLE = 'manager' satisfies Role;

/** Days a mailed invitation (set-password link) stays usable. */
export const INVITATION_VALID_DAYS = 7;

/** Digits of a staff PIN. */
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 8;

/** Roles that carry a PIN: staff at shared order screens (spec part 1 §6). */
export const pinRoles: readonly Role[] = ['staff'];

export function canManageTeam(role: Role): boolean {
  return hasRoleAtLeast(role, TEAM_MANAGER_ROLE);
}

/** The roles `actor` may give: its own and every less powerful one, most powerful first. */
export function assignableRoles(actor: Role): Role[] {
  return roles.filter((role) => roleRank(role) >= roleRank(actor));
}

/** Whether `actor` may change an account that has `target`'s role (never one above its own). */
export function canManageMember(actor: Role, target: Role): boolean {
  return roleRank(target) >= roleRank(actor);
}

export function roleTakesPin(role: Role): boolean {
  return pinRoles.includes(role);
}

/**
 * The locations an account keeps after `actor` saves `chosen` for it: the actor decides the ones
 * it may use itself (`actorLocations`; `null` = every location, an admin), the others stay as
 * they were. The account's first location stays first when kept (it is its default tenant).
 */
export function mergeMemberLocations(
  current: readonly number[],
  chosen: readonly number[],
  actorLocations: readonly number[] | null,
): number[] {
  const decides = (id: number) => actorLocations === null || actorLocations.includes(id);
  const kept = current.filter((id) => !decides(id) || chosen.includes(id));
  const added = chosen.filter((id) => !kept.includes(id));
  return [...kept, ...added];
}

/** The locations of `chosen` the actor may not give (empty: all allowed). */
export function locationsBeyondActor(
  chosen: readonly number[],
  actorLocations: readonly number[] | null,
): number[] {
  return actorLocations === null ? [] : chosen.filter((id) => !actorLocations.includes(id));
}

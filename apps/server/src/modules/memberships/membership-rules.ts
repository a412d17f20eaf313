import type { Location } from '@app/domain';
import type { MembershipRow } from './memberships.repository.ts';

/** A membership counts while it is active and not past its expiry. */
export function isMembershipValid(
  membership: Pick<MembershipRow, 'active' | 'expires_at'>,
  at: Date,
): boolean {
  return membership.active && (membership.expires_at === null || membership.expires_at > at);
}

/**
 * Whether a membership of `type` opens the members-only menu `menuId` (docs/decisions/orders.md
 * "Memberships"): every type opens every members-only menu, unless the location's
 * `menu_configuration.membership_customization.menu_access` lists menu ids for that type — then
 * that type opens only those. Menus open to everyone need no access.
 */
export function membershipOpensMenu(
  location: Pick<Location, 'menu_configuration'>,
  type: string,
  menu: { id: number; member_only: boolean },
): boolean {
  if (!menu.member_only) return true;
  const access = menuAccessOf(location)[type];
  return access === undefined || access.includes(menu.id);
}

/** `membership_customization.menu_access` read defensively: `{ [type]: menuId[] }`. */
function menuAccessOf(location: Pick<Location, 'menu_configuration'>): Record<string, number[]> {
  const access: unknown = location.menu_configuration.membership_customization?.menu_access;
  if (!access || typeof access !== 'object' || Array.isArray(access)) return {};
  const result: Record<string, number[]> = {};
  for (const [type, ids] of Object.entries(access as Record<string, unknown>)) {
    if (Array.isArray(ids)) result[type] = ids.filter((id): id is number => Number.isInteger(id));
  }
  return result;
}

/** The membership as the API answers it (ZMembership). */
export function toMembership(row: MembershipRow) {
  return {
    id: row.id,
    identifier: row.identifier,
    type: row.type,
    name: row.name,
    promos: row.promos,
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
  };
}

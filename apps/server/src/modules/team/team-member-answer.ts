import { normalizeRole, parseLocale, type TeamMember } from '@app/domain';
import type { TeamContext } from './team-context.ts';
import type { TeamMemberRow } from './team-members.repository.ts';

/**
 * An account as the actor sees it: its locations among the actor's (an admin sees them all), its
 * status, and whether it has a PIN, never the PIN.
 */
export function teamMemberAnswer(ctx: TeamContext, row: TeamMemberRow): TeamMember {
  const visible = ctx.actor.locations;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: normalizeRole(row.role),
    restaurantIds:
      visible === null ? row.restaurantIds : row.restaurantIds.filter((id) => visible.includes(id)),
    locale: parseLocale(row.locale),
    has_pin: row.hasPin,
    status: row.disabled ? 'deactivated' : row.invited ? 'invited' : 'active',
  };
}

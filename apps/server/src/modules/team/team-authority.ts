import {
  canManageMember,
  locationsBeyondActor,
  normalizeRole,
  roleRank,
  type Role,
} from '@app/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { restaurantsRepository } from '../restaurants/restaurants.repository.ts';
import type { TeamContext } from './team-context.ts';
import type { TeamMemberRow } from './team-members.repository.ts';

/**
 * The rules of who may do what to an account (docs/decisions/team.md), checked on the server
 * whatever the screen offers. Each throws the AppError the caller sees.
 */

/** A role the actor gives is never above its own. */
export function assertRoleGivable(ctx: TeamContext, role: Role): void {
  if (roleRank(role) < roleRank(ctx.actor.role)) throw new AppError('team_role_above_own');
}

/** The account's current role is not above the actor's. */
export function assertMemberManageable(ctx: TeamContext, member: TeamMemberRow): void {
  if (!canManageMember(ctx.actor.role, normalizeRole(member.role))) {
    throw new AppError('team_member_above_own');
  }
}

/** Every location given is one the actor has (an admin: one that exists). */
export async function assertLocationsGivable(
  db: Db,
  ctx: TeamContext,
  restaurantIds: readonly number[],
): Promise<void> {
  if (locationsBeyondActor(restaurantIds, ctx.actor.locations).length > 0) {
    throw new AppError('team_location_forbidden');
  }
  const found = await restaurantsRepository.listByIds(db, [...restaurantIds]);
  if (found.length !== restaurantIds.length) throw new AppError('not_found');
}

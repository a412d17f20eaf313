import {
  mergeMemberLocations,
  normalizeRole,
  roleTakesPin,
  type TeamMember,
  type UpdateTeamMemberRequest,
} from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { hashSecret } from '../auth/secret-hashing.ts';
import { sessionsRepository } from '../auth/sessions.repository.ts';
import {
  assertLocationsGivable,
  assertMemberManageable,
  assertRoleGivable,
} from './team-authority.ts';
import { recordTeamChange } from './team-change.ts';
import type { TeamContext } from './team-context.ts';
import { teamMemberAnswer } from './team-member-answer.ts';
import { teamMembersRepository, type TeamMemberPatch } from './team-members.repository.ts';

/**
 * `PUT /team/{id}`: name, role, locations, language and PIN of an account of the active location.
 * The actor decides only the locations it has; the account's others stay. A role or location
 * change ends the account's sessions, so it signs in again with what it may now do (the guard
 * already reads both from the database on every call). Nobody changes their own role or
 * locations. 404 when the account is not one of this location's.
 */
export async function updateTeamMember(
  ctx: TeamContext,
  userId: number,
  request: UpdateTeamMemberRequest,
): Promise<TeamMember> {
  const { db } = ctx.app.database;
  assertRoleGivable(ctx, request.role);
  await assertLocationsGivable(db, ctx, request.restaurantIds);
  const newPinHash = typeof request.pin === 'string' ? await hashSecret(request.pin) : undefined;

  return db.transaction(async (tx) => {
    const row = await teamMembersRepository.lockAtLocation(tx, userId, ctx.restaurantId);
    if (!row) throw new AppError('not_found');
    assertMemberManageable(ctx, row);
    const locations = mergeMemberLocations(
      row.restaurantIds,
      request.restaurantIds,
      ctx.actor.locations,
    );
    const roleChanged = normalizeRole(row.role) !== request.role;
    const locationsChanged = locations.join() !== row.restaurantIds.join();
    if (userId === ctx.actor.id && (roleChanged || locationsChanged)) {
      throw new AppError('team_self_change');
    }

    await teamMembersRepository.update(tx, userId, {
      name: request.name,
      role: request.role,
      locale: request.locale,
      ...pinPatch(request, newPinHash),
    });
    if (locationsChanged) await teamMembersRepository.replaceRestaurants(tx, userId, locations);
    if (roleChanged || locationsChanged) {
      await sessionsRepository.revokeAllOfUser(tx, userId, new Date());
    }
    const after = teamMemberAnswer(ctx, (await teamMembersRepository.findById(tx, userId))!);
    await recordTeamChange(tx, ctx, 'update', teamMemberAnswer(ctx, row), after);
    return after;
  });
}

/** A new PIN is set, `null` clears it, and a role without PIN clears it; else it stays. */
function pinPatch(
  request: UpdateTeamMemberRequest,
  newPinHash: string | undefined,
): TeamMemberPatch {
  if (newPinHash !== undefined) return { pin_hash: newPinHash };
  if (request.pin === null || !roleTakesPin(request.role)) return { pin_hash: null };
  return {};
}

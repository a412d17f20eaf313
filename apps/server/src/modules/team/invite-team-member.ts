import type { InviteTeamMemberRequest, TeamMember } from '@app/domain';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashSecret } from '../auth/secret-hashing.ts';
import { usersRepository } from '../auth/users.repository.ts';
import { assertLocationsGivable, assertRoleGivable } from './team-authority.ts';
import type { TeamContext } from './team-context.ts';
import { teamMemberAnswer } from './team-member-answer.ts';
import { teamMembersRepository } from './team-members.repository.ts';
import { queueInvitation, sendQueuedMail } from './queue-invitation.ts';
import { recordTeamChange } from './team-change.ts';

/**
 * `POST /team`: creates the account without a password, at the locations given (the active one
 * is added first when missing, so the account shows in this team), and mails it a set-password
 * link. An email that already has an account is 409 `team_email_taken` (docs/decisions/team.md).
 * One transaction: the account, its locations, its link, its mail and the history row.
 */
export async function inviteTeamMember(
  ctx: TeamContext,
  request: InviteTeamMemberRequest,
): Promise<TeamMember> {
  const { db } = ctx.app.database;
  assertRoleGivable(ctx, request.role);
  const restaurantIds = request.restaurantIds.includes(ctx.restaurantId)
    ? request.restaurantIds
    : [ctx.restaurantId, ...request.restaurantIds];
  await assertLocationsGivable(db, ctx, restaurantIds);
  if (await usersRepository.findByEmail(db, request.email)) throw new AppError('team_email_taken');
  const pinHash = request.pin ? await hashSecret(request.pin) : null;

  const answer = await db
    .transaction(async (tx) => {
      const { id } = await usersRepository.insert(tx, {
        email: request.email,
        name: request.name,
        role: request.role,
        locale: request.locale,
        pin_hash: pinHash,
        password_hash: null,
      });
      await teamMembersRepository.replaceRestaurants(tx, id, restaurantIds);
      const created = (await teamMembersRepository.findById(tx, id))!;
      await queueInvitation(tx, ctx, created);
      const after = teamMemberAnswer(ctx, { ...created, invited: true });
      await recordTeamChange(tx, ctx, 'invite', null, after);
      return after;
    })
    .catch((error: unknown) => {
      // Two invitations of one email at once: the unique index lets one through.
      if (isUniqueViolation(error)) throw new AppError('team_email_taken');
      throw error;
    });
  sendQueuedMail(ctx);
  return answer;
}

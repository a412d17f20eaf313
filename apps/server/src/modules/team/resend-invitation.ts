import type { TeamMember } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { assertMemberManageable } from './team-authority.ts';
import { recordTeamChange } from './team-change.ts';
import type { TeamContext } from './team-context.ts';
import { teamMemberAnswer } from './team-member-answer.ts';
import { teamMembersRepository } from './team-members.repository.ts';
import { queueInvitation, sendQueuedMail } from './queue-invitation.ts';

/**
 * `POST /team/{id}/resend-invitation`: a new set-password link by mail (the earlier ones stop
 * working), for an account still invited. 409 `team_not_invited` once it has a password or while
 * it is deactivated.
 */
export async function resendInvitation(ctx: TeamContext, userId: number): Promise<TeamMember> {
  const answer = await ctx.app.database.db.transaction(async (tx) => {
    const row = await teamMembersRepository.lockAtLocation(tx, userId, ctx.restaurantId);
    if (!row) throw new AppError('not_found');
    assertMemberManageable(ctx, row);
    const member = teamMemberAnswer(ctx, row);
    if (member.status !== 'invited') throw new AppError('team_not_invited');
    await queueInvitation(tx, ctx, row);
    await recordTeamChange(tx, ctx, 'resend_invitation', member, member);
    return member;
  });
  sendQueuedMail(ctx);
  return answer;
}

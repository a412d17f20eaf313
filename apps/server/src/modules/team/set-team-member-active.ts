import type { TeamMember } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { passwordResetTokensRepository as resetTokens } from '../auth/password-reset-tokens.repository.ts';
import { sessionsRepository } from '../auth/sessions.repository.ts';
import { assertMemberManageable } from './team-authority.ts';
import { recordTeamChange } from './team-change.ts';
import type { TeamContext } from './team-context.ts';
import { teamMemberAnswer } from './team-member-answer.ts';
import { teamMembersRepository } from './team-members.repository.ts';

/**
 * `POST /team/{id}/deactivate` and `/reactivate`. Deactivating ends every session of the account
 * at once (its next call is 401) and voids its mailed links; sign-in refuses it until it is
 * reactivated. Nobody deactivates themselves. Asking for the state the account is already in
 * changes nothing and records nothing.
 */
export function setTeamMemberActive(
  ctx: TeamContext,
  userId: number,
  active: boolean,
): Promise<TeamMember> {
  return ctx.app.database.db.transaction(async (tx) => {
    const row = await teamMembersRepository.lockAtLocation(tx, userId, ctx.restaurantId);
    if (!row) throw new AppError('not_found');
    assertMemberManageable(ctx, row);
    if (!active && userId === ctx.actor.id) throw new AppError('team_self_change');
    const before = teamMemberAnswer(ctx, row);
    if (row.disabled === !active) return before;

    await teamMembersRepository.update(tx, userId, { disabled: !active });
    if (!active) {
      const now = new Date();
      await sessionsRepository.revokeAllOfUser(tx, userId, now);
      await resetTokens.voidAllOfUser(tx, userId, now);
    }
    const after = teamMemberAnswer(ctx, { ...row, disabled: !active });
    await recordTeamChange(tx, ctx, active ? 'reactivate' : 'deactivate', before, after);
    return after;
  });
}

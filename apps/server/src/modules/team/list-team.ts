import type { TeamMember } from '@app/domain';
import type { TeamContext } from './team-context.ts';
import { teamMemberAnswer } from './team-member-answer.ts';
import { teamMembersRepository } from './team-members.repository.ts';

/** `GET /team`: every account of the active location, by name. */
export async function listTeam(ctx: TeamContext): Promise<TeamMember[]> {
  const rows = await teamMembersRepository.listAtLocation(ctx.app.database.db, ctx.restaurantId);
  return rows.map((row) => teamMemberAnswer(ctx, row));
}
